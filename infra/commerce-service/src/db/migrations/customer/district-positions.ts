/**
 * The centre of each district (migration 055, customer and reference range): the map picker's
 * `districtAt` query matches a point to the nearest one (src/domains/customer/locate.ts). A
 * database seeded before this migration gets the seed's positions by district code; a fresh one
 * gets them from the reference seed (migration 900) itself.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { REGIONS } from '../../../seed/areas-data';
import { districtCode } from '../../../seed/reference';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on the untyped schema */
type AnyDb = Kysely<any>;

const m055_district_positions: Migration = {
  async up(db: AnyDb) {
    await sql`ALTER TABLE districts
      ADD COLUMN latitude numeric(9,6) CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude numeric(9,6) CHECK (longitude BETWEEN -180 AND 180)`.execute(db);
    for (const region of REGIONS) {
      for (const city of region.cities) {
        for (const district of city.districts) {
          await db
            .updateTable('districts')
            .set({ latitude: district.at[0], longitude: district.at[1] })
            .where('code', '=', districtCode(region, city, district))
            .execute();
        }
      }
    }
  },
  async down(db: AnyDb) {
    await sql`ALTER TABLE districts DROP COLUMN latitude, DROP COLUMN longitude`.execute(db);
  },
};

export const districtPositionMigrations: Record<string, Migration> = {
  '055_district_positions': m055_district_positions,
};
