import type { StoreViewCode } from '@lumo/block-schema';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  postcodeAreas,
  storeLocations,
  storeLocationStoreViews,
  type PostcodeAreaRow,
  type StoreLocationKind,
  type StoreLocationRow,
} from '../../db/schema';

export type NewStoreLocationRow = typeof storeLocations.$inferInsert;
export type NewPostcodeAreaRow = typeof postcodeAreas.$inferInsert;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export type StoreLocationWithDistance = StoreLocationRow & { distanceKm: number };

/** Every query on the store locator's tables. */
export class StoreLocatorRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: StoreLocatorRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new StoreLocatorRepository(tx)));
  }

  /** Active locations of a kind the store view shows, nearest to `origin` first. */
  async nearest(
    storeView: StoreViewCode,
    kind: StoreLocationKind,
    origin: GeoPoint,
    limit: number,
  ): Promise<StoreLocationWithDistance[]> {
    // Haversine in km; least() keeps asin's argument in range against rounding.
    const distanceKm = sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(${storeLocations.latitude} - ${origin.latitude}) / 2), 2)
      + cos(radians(${origin.latitude})) * cos(radians(${storeLocations.latitude}))
      * power(sin(radians(${storeLocations.longitude} - ${origin.longitude}) / 2), 2)))))`;
    const rows = await this.db
      .select({ location: storeLocations, distanceKm })
      .from(storeLocations)
      .innerJoin(
        storeLocationStoreViews,
        and(
          eq(storeLocationStoreViews.locationId, storeLocations.id),
          eq(storeLocationStoreViews.storeView, storeView),
        ),
      )
      .where(and(eq(storeLocations.kind, kind), eq(storeLocations.isActive, true)))
      .orderBy(distanceKm, storeLocations.id)
      .limit(limit);
    return rows.map((row) => ({ ...row.location, distanceKm: Number(row.distanceKm) }));
  }

  async countVisible(storeView: StoreViewCode, kind: StoreLocationKind): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(storeLocations)
      .innerJoin(
        storeLocationStoreViews,
        and(
          eq(storeLocationStoreViews.locationId, storeLocations.id),
          eq(storeLocationStoreViews.storeView, storeView),
        ),
      )
      .where(and(eq(storeLocations.kind, kind), eq(storeLocations.isActive, true)));
    return row?.total ?? 0;
  }

  /** The areas of a country among these prefixes (the caller picks the longest). */
  async areas(countryCode: string, prefixes: readonly string[]): Promise<PostcodeAreaRow[]> {
    if (prefixes.length === 0) return [];
    return this.db
      .select()
      .from(postcodeAreas)
      .where(
        and(
          eq(postcodeAreas.countryCode, countryCode),
          inArray(postcodeAreas.prefix, [...prefixes]),
        ),
      );
  }

  /** Inserts a location with its store views unless its code exists; true when inserted. */
  async insertLocationIfMissing(
    row: NewStoreLocationRow,
    storeViews: readonly StoreViewCode[],
  ): Promise<boolean> {
    const [inserted] = await this.db
      .insert(storeLocations)
      .values(row)
      .onConflictDoNothing({ target: storeLocations.code })
      .returning({ id: storeLocations.id });
    if (!inserted) return false;
    if (storeViews.length) {
      await this.db
        .insert(storeLocationStoreViews)
        .values(storeViews.map((storeView) => ({ locationId: inserted.id, storeView })));
    }
    return true;
  }

  async insertAreasIfMissing(rows: readonly NewPostcodeAreaRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(postcodeAreas)
      .values([...rows])
      .onConflictDoNothing();
  }

  /** Switches a location on or off (an operator closing a shop; the tests). */
  async setActive(code: string, isActive: boolean): Promise<void> {
    await this.db.update(storeLocations).set({ isActive }).where(eq(storeLocations.code, code));
  }
}
