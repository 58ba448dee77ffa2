/** Database tables of the cart domain; the service's `Database` interface extends `CartTables`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the domain's tables are added
export interface CartTables {}
