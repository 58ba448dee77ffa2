/** Database tables of the order domain; the service's `Database` interface extends `OrderTables`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the domain's tables are added
export interface OrderTables {}
