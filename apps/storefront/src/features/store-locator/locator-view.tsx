import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { mapTileConfig } from '@/config/env';
import type { Translate } from '@/features/i18n/server';
import {
  fetchStoreLocations,
  type LocationKind,
  type StoreLocationsResult,
} from '@/lib/api/store-locator';
import { LocationList } from './location-list';
import { LocatorMap } from './locator-map';
import { MAX_POSTCODE_LENGTH, parseLocatorParams } from './locator-params';
import { LocatorSearch } from './locator-search';
import './store-locator.css';

export const LOCATOR_PATHS: Readonly<Record<LocationKind, string>> = {
  STORE: '/storelocator',
  RECYCLING: '/recycling',
};

type SearchParams = Record<string, string | string[] | undefined>;

export interface LocatorData {
  parsed: ReturnType<typeof parseLocatorParams>;
  result: StoreLocationsResult | null;
}

/** Reads the URL's search and asks the api (not at all when the URL cannot be a search). */
export async function loadLocator(
  storeView: StoreViewCode,
  kind: LocationKind,
  searchParams: SearchParams,
): Promise<LocatorData> {
  const parsed = parseLocatorParams(searchParams);
  if (parsed.kind !== 'ok') return { parsed, result: null };
  return { parsed, result: await fetchStoreLocations(storeView, kind, parsed.search) };
}

/**
 * The locator of /storelocator and /recycling (SPEC §2.5): the search window, the map and the
 * list, all rendered on the server from the URL, so the list works without scripts and tiles.
 */
export function LocatorView({
  storeView,
  kind,
  data,
  t,
  headingLevel = 1,
}: {
  storeView: StoreViewCode;
  kind: LocationKind;
  data: LocatorData;
  t: Translate;
  /** 2 where the locator sits under a page's own heading (the recycling page's CMS text). */
  headingLevel?: 1 | 2;
}) {
  const action = withStorePrefix(storeView, LOCATOR_PATHS[kind]);
  const { locale } = getStoreView(storeView);
  const { parsed, result } = data;
  const search = parsed.kind === 'ok' ? parsed.search : ({ kind: 'none' } as const);
  const postcode =
    parsed.kind === 'ok'
      ? parsed.search.kind === 'postcode'
        ? parsed.search.postcode
        : ''
      : parsed.postcode;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const isStore = kind === 'STORE';

  let problem: string | null = null;
  if (parsed.kind === 'invalid') {
    problem =
      parsed.reason === 'postcode'
        ? t('storeLocator.invalidPostcode', { max: MAX_POSTCODE_LENGTH })
        : t('storeLocator.invalidCoordinates');
  } else if (result?.kind === 'refused') {
    problem =
      result.field === 'search.postcode' && search.kind === 'postcode'
        ? t('storeLocator.unknownPostcode', { postcode: search.postcode })
        : search.kind === 'postcode'
          ? t('storeLocator.invalidPostcode', { max: MAX_POSTCODE_LENGTH })
          : t('storeLocator.invalidCoordinates');
  } else if (result?.kind === 'unavailable') {
    problem = t('storeLocator.unavailable');
  }
  const list = result?.kind === 'ok' ? result.value : null;

  return (
    <section
      className="ls-locator"
      data-testid={isStore ? 'route:storelocator' : 'route:recycling'}
      aria-labelledby="locator-heading"
    >
      <Heading id="locator-heading">
        {t(isStore ? 'storeLocator.storeTitle' : 'storeLocator.recyclingTitle')}
      </Heading>
      <p className="ls-locator-intro">
        {t(isStore ? 'storeLocator.storeIntro' : 'storeLocator.recyclingIntro')}
      </p>
      <LocatorSearch
        action={action}
        search={problem ? { kind: 'none' } : search}
        postcode={postcode}
        t={t}
      />
      {problem ? (
        <p className="ls-locator-error" role="alert" data-testid="locator:error">
          {problem}
        </p>
      ) : null}
      {list ? (
        <div className="ls-locator-results">
          <p className="ls-locator-summary" role="status" data-testid="locator:summary">
            {search.kind === 'postcode'
              ? t('storeLocator.nearPostcode', {
                  postcode: search.postcode.toUpperCase(),
                  area: list.matchedArea ?? '',
                })
              : search.kind === 'point'
                ? t('storeLocator.nearPoint')
                : t('storeLocator.nearDefault')}{' '}
            {list.items.length
              ? t('storeLocator.shown', { count: list.items.length, total: list.totalCount })
              : null}
          </p>
          {list.items.length ? (
            <div className="ls-locator-layout">
              <div className="ls-locator-list-column">
                <h2 className="ls-locator-list-heading">
                  {t(
                    isStore ? 'storeLocator.storeListHeading' : 'storeLocator.recyclingListHeading',
                  )}
                </h2>
                <LocationList locations={list.items} unit={list.unit} locale={locale} t={t} />
              </div>
              <div className="ls-locator-map-column">
                <LocatorMap
                  origin={list.origin}
                  locations={list.items}
                  tiles={mapTileConfig()}
                  t={t}
                />
              </div>
            </div>
          ) : (
            <p data-testid="locator:empty">{t('storeLocator.noResults')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
