/**
 * Migrations of the cart domain (keys 100_ to 149_). They run after the catalogue and customer
 * migrations, so they may reference products, stock sources, areas and customers.
 */
import type { Migration } from 'kysely';

export const cartMigrations: Record<string, Migration> = {};
