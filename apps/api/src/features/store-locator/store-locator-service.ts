import type { StoreViewCode } from '@lumo/block-schema';
import type { StoreLocations } from '@lumo/graphql/server';
import type { Database } from '../../db/database';
import {
  DEFAULT_STORE_LOCATIONS_PAGE_SIZE,
  parseLocatorInput,
  storeLocationsInput,
} from './store-locator-inputs';
import { toStoreLocation } from './store-locator-mappers';
import { StoreLocatorRepository, type GeoPoint } from './store-locator-repository';
import {
  DEFAULT_MAP_CENTRES,
  DISTANCE_UNITS,
  postcodeLookups,
  unknownPostcodeError,
} from './store-locator-rules';
import { SEED_LOCATIONS, SEED_POSTCODE_AREAS } from './store-locator-seed-data';

/** Shops and recycling drop-off points near a postcode or a point (SPEC §2.5). */
export class StoreLocatorService {
  private readonly repository: StoreLocatorRepository;

  constructor(readonly db: Database) {
    this.repository = new StoreLocatorRepository(db);
  }

  async storeLocations(storeView: StoreViewCode, args: unknown): Promise<StoreLocations> {
    const input = parseLocatorInput(storeLocationsInput, args);
    const kind = input.kind ?? 'STORE';
    const pageSize = input.pageSize ?? DEFAULT_STORE_LOCATIONS_PAGE_SIZE;
    const search = input.search;
    let origin: GeoPoint = DEFAULT_MAP_CENTRES[storeView];
    let matchedArea: string | null = null;
    if (search?.postcode) {
      const area = await this.findArea(storeView, search.postcode, search.country_code);
      origin = { latitude: area.latitude, longitude: area.longitude };
      matchedArea = area.name;
    } else if (search?.latitude != null && search.longitude != null) {
      origin = { latitude: search.latitude, longitude: search.longitude };
    }
    const unit = DISTANCE_UNITS[storeView];
    const [rows, total] = await Promise.all([
      this.repository.nearest(storeView, kind, origin, pageSize),
      this.repository.countVisible(storeView, kind),
    ]);
    return {
      items: rows.map((row) => toStoreLocation(row, unit)),
      total_count: total,
      origin,
      matched_area: matchedArea,
      distance_unit: unit,
    };
  }

  /** The most precise seeded area of the postcode, trying the store view's countries in order. */
  private async findArea(storeView: StoreViewCode, postcode: string, countryCode?: string | null) {
    for (const lookup of postcodeLookups(storeView, postcode, countryCode)) {
      const found = await this.repository.areas(lookup.countryCode, lookup.prefixes);
      const best = lookup.prefixes
        .map((prefix) => found.find((area) => area.prefix === prefix))
        .find((area) => area !== undefined);
      if (best) return best;
    }
    throw unknownPostcodeError(postcode);
  }

  /** The demo shops, drop-off points and postcode areas (idempotent: existing codes stay). */
  async seed(): Promise<number> {
    return this.repository.transaction(async (tx) => {
      await tx.insertAreasIfMissing(SEED_POSTCODE_AREAS);
      let inserted = 0;
      for (const { storeViews, ...location } of SEED_LOCATIONS) {
        if (await tx.insertLocationIfMissing(location, storeViews)) inserted += 1;
      }
      return inserted;
    });
  }
}
