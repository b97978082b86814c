import type { StoreLocation } from '@lumo/graphql/server';
import type { StoreLocationWithDistance } from './store-locator-repository';
import { inUnit } from './store-locator-rules';

export function toStoreLocation(row: StoreLocationWithDistance, unit: 'KM' | 'MI'): StoreLocation {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    opening_hours: [...row.openingHours]
      .sort((a, b) => a.day - b.day)
      .map((period) => ({ day: period.day, opens: period.opens, closes: period.closes })),
    distance: inUnit(row.distanceKm, unit),
  };
}
