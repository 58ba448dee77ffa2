/**
 * Migrations of the order domain (keys 150_ to 199_). They run after the catalogue and customer
 * migrations, so they may reference products, stock sources, areas and customers.
 */
import type { Migration } from 'kysely';

export const orderMigrations: Record<string, Migration> = {};
