import { cache } from 'react';
import { z } from 'zod';
import type { StoreViewCode } from '@lumo/block-schema';
import { RecyclingCmsPageDocument, StoreLocationsDocument } from '@lumo/graphql';
import { CMS_REVALIDATE_SECONDS, type StorefrontCmsPage } from './cms';
import { storefrontQuery } from './storefront-graphql';

export type LocationKind = 'STORE' | 'RECYCLING';

/** What the pages search with: nothing (the store view's default centre), a postcode or a point. */
export type LocatorSearch =
  | { kind: 'none' }
  | { kind: 'postcode'; postcode: string }
  | { kind: 'point'; latitude: number; longitude: number };

export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

export interface StoreLocation {
  id: number;
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  openingHours: OpeningPeriod[];
  distance: number;
}

export interface StoreLocationList {
  items: StoreLocation[];
  totalCount: number;
  origin: { latitude: number; longitude: number };
  matchedArea: string | null;
  unit: 'KM' | 'MI';
}

export type StoreLocationsResult =
  | { kind: 'ok'; value: StoreLocationList }
  /** The api refused the search (unknown postcode, out of range): the shopper can fix it. */
  | { kind: 'refused'; field: string | null; message: string }
  | { kind: 'unavailable'; message: string };

/** Most locations a page lists (and draws on its map). */
export const LOCATOR_PAGE_SIZE = 12;
/** Locations change when a shop opens or closes; a minute is fresh enough. */
const LOCATOR_REVALIDATE_SECONDS = 60;

const time = z.string().regex(/^\d{2}:\d{2}$/);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

const listSchema = z.object({
  total_count: z.number().int().min(0),
  matched_area: z.string().max(200).nullish(),
  distance_unit: z.enum(['KM', 'MI']),
  origin: z.object({ latitude, longitude }),
  items: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string().min(1).max(255),
        street: z.string().max(255),
        city: z.string().max(255),
        postcode: z.string().max(20),
        country_code: z.string().max(2),
        latitude,
        longitude,
        phone: z.string().max(40).nullish(),
        distance: z.number().min(0),
        opening_hours: z
          .array(z.object({ day: z.number().int().min(1).max(7), opens: time, closes: time }))
          .max(21),
      }),
    )
    .max(50),
});

export function locationsTag(storeView: StoreViewCode): string {
  return `store-locations:${storeView}`;
}

export async function fetchStoreLocations(
  storeView: StoreViewCode,
  kind: LocationKind,
  search: LocatorSearch,
  fetchImpl?: typeof fetch,
): Promise<StoreLocationsResult> {
  const variables = {
    kind,
    pageSize: LOCATOR_PAGE_SIZE,
    search:
      search.kind === 'postcode'
        ? { postcode: search.postcode }
        : search.kind === 'point'
          ? { latitude: search.latitude, longitude: search.longitude }
          : null,
  };
  const result = await storefrontQuery(StoreLocationsDocument, {
    storeView,
    variables,
    cache: {
      kind: 'tagged',
      tags: [locationsTag(storeView)],
      revalidate: LOCATOR_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind === 'network-error') return { kind: 'unavailable', message: result.message };
  if (result.kind === 'graphql-error') {
    const refused = result.errors.find((error) => error.extensions?.category === 'graphql-input');
    if (refused) {
      const field = refused.extensions?.field;
      return {
        kind: 'refused',
        field: typeof field === 'string' ? field : null,
        message: refused.message,
      };
    }
    return { kind: 'unavailable', message: result.errors.map((e) => e.message).join('; ') };
  }
  const parsed = listSchema.safeParse(result.data.storeLocations);
  if (!parsed.success) {
    return { kind: 'unavailable', message: `Invalid store locations: ${parsed.error.message}` };
  }
  const list = parsed.data;
  return {
    kind: 'ok',
    value: {
      totalCount: list.total_count,
      matchedArea: list.matched_area ?? null,
      unit: list.distance_unit,
      origin: list.origin,
      items: list.items.map((item) => ({
        id: item.id,
        name: item.name,
        street: item.street,
        city: item.city,
        postcode: item.postcode,
        countryCode: item.country_code,
        latitude: item.latitude,
        longitude: item.longitude,
        phone: item.phone ?? null,
        openingHours: item.opening_hours,
        distance: item.distance,
      })),
    },
  };
}

const recyclingPageSchema = z.object({
  identifier: z.string().max(255).nullish(),
  title: z.string().max(500).nullish(),
  content: z.string().max(1_000_000).nullish(),
  content_heading: z.string().max(500).nullish(),
  meta_title: z.string().max(500).nullish(),
  meta_description: z.string().max(2000).nullish(),
});

/** The CMS page "recycling" (the take-back explanation), or null when it is missing or fails. */
export async function fetchRecyclingPage(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<StorefrontCmsPage | null> {
  const result = await storefrontQuery(RecyclingCmsPageDocument, {
    storeView,
    cache: {
      kind: 'tagged',
      tags: [`cms-page:${storeView}:recycling`],
      revalidate: CMS_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind !== 'ok') {
    if (
      result.kind === 'network-error' ||
      result.errors.some((e) => e.extensions?.category !== 'graphql-no-such-entity')
    ) {
      console.error(`Recycling page ${storeView}: its CMS text is unavailable`);
    }
    return null;
  }
  const parsed = recyclingPageSchema.safeParse(result.data.cmsPage);
  if (!parsed.success || !parsed.data.content) return null;
  const page = parsed.data;
  return {
    id: 0,
    identifier: page.identifier ?? 'recycling',
    title: page.title?.trim() ?? '',
    contentHeading: page.content_heading?.trim() ?? '',
    content: page.content ?? '',
    metaTitle: page.meta_title?.trim() ?? '',
    metaDescription: page.meta_description?.trim() ?? '',
  };
}

/** Per-request memo: metadata and page read the same CMS page. */
export const getRecyclingPage = cache((storeView: StoreViewCode) => fetchRecyclingPage(storeView));
