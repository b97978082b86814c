import { print } from 'graphql';
import { StoreLocationsDocument } from '@lumo/graphql';
import type { App } from '../../app';
import { gql } from '../../test/test-app';

/** The storefront's own StoreLocations operation, so the tests ask what the pages ask. */
export const STORE_LOCATIONS = print(StoreLocationsDocument);

export interface LocationsAnswer {
  storeLocations: {
    total_count: number;
    matched_area: string | null;
    distance_unit: 'KM' | 'MI';
    origin: { latitude: number; longitude: number };
    items: {
      id: number;
      kind: string;
      name: string;
      city: string;
      postcode: string;
      country_code: string;
      phone: string | null;
      distance: number;
      opening_hours: { day: number; opens: string; closes: string }[];
    }[];
  } | null;
}

export function storeLocations(
  app: App,
  variables: { search?: Record<string, unknown> | null; kind?: string; pageSize?: number },
  store = 'uk',
) {
  return gql<LocationsAnswer>(
    app,
    STORE_LOCATIONS,
    { kind: 'STORE', pageSize: 20, ...variables },
    { store },
  );
}
