import type { JSX } from 'react';
import type { Metadata } from 'next';
import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { renderTemplate } from '@/features/i18n/render-template';
import { fetchSearchResults, getCatalogSettings } from '@/lib/api/catalog';
import '@/styles/catalog.css';
import { CatalogUnavailable } from './catalog-unavailable';
import { toListingModel } from './listing-model';
import {
  listingQueryString,
  MAX_SEARCH_LENGTH,
  toProductFilter,
  toProductSort,
  type ListingSort,
  type SearchParamsRecord,
} from './listing-params';
import { parseListingState } from './listing-state-parser';
import { ListingView } from './listing-view';

export const SEARCH_PATH = '/search';
export const SEARCH_SORTS: readonly ListingSort[] = [
  'relevance',
  'name',
  'price_asc',
  'price_desc',
];
export const SEARCH_DEFAULT_SORT: ListingSort = 'relevance';

/** Offered when a search finds nothing or none was made: the range's best-known words. */
export const POPULAR_SEARCHES: readonly string[] = [
  'Peppermint',
  'Mango Mango',
  'Classic Tobacco',
  'Berry Ripple',
  'Pod vape starter kit',
  'Pods',
];

export interface SearchViewProps {
  storeView: StoreViewCode;
  searchParams: SearchParamsRecord;
}

export function searchHref(storeView: StoreViewCode, words: string): string {
  const q = words.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  return `${withStorePrefix(storeView, SEARCH_PATH)}?${new URLSearchParams({ q }).toString()}`;
}

function SearchForm({ storeView, q, t }: { storeView: StoreViewCode; q: string; t: Translate }) {
  return (
    <form
      method="get"
      action={withStorePrefix(storeView, SEARCH_PATH)}
      role="search"
      className="ls-search-form"
      data-testid="search:form"
    >
      <label htmlFor="search-words">{t('catalog.search.formLabel')}</label>
      <input
        id="search-words"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="ls-button">
        {t('catalog.search.submit')}
      </button>
    </form>
  );
}

function PopularSearches({ storeView, t }: { storeView: StoreViewCode; t: Translate }) {
  return (
    <nav aria-labelledby="popular-searches" data-testid="search:popular">
      <h2 id="popular-searches">{t('catalog.search.popular')}</h2>
      <ul className="ls-popular-searches">
        {POPULAR_SEARCHES.map((words) => (
          <li key={words}>
            <Link href={searchHref(storeView, words)}>{words}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search page: a GET form, results with the category page's filters and sort, "did you mean". */
export async function SearchView({
  storeView,
  searchParams,
}: SearchViewProps): Promise<JSX.Element> {
  const state = parseListingState(searchParams);
  const basePath = withStorePrefix(storeView, SEARCH_PATH);
  const t = await getTranslator(storeView);
  if (!state.q) {
    return (
      <div className="ls-catalog ls-search" data-testid="search:page">
        <h1>{t('catalog.search.heading')}</h1>
        <SearchForm storeView={storeView} q="" t={t} />
        <PopularSearches storeView={storeView} t={t} />
      </div>
    );
  }
  const settings = await getCatalogSettings(storeView);
  const result = await fetchSearchResults({
    storeView,
    search: state.q,
    filter: toProductFilter(state),
    sort: toProductSort(state.sort ?? SEARCH_DEFAULT_SORT),
    pageSize: settings.pageSize,
    currentPage: state.page,
  });
  if (result.kind === 'unavailable') {
    return (
      <CatalogUnavailable
        storeView={storeView}
        href={`${basePath}${listingQueryString(state, SEARCH_DEFAULT_SORT)}`}
        what="search"
        t={t}
      />
    );
  }
  const products = result.kind === 'found' ? result.data : null;
  const listing = toListingModel(products, settings, state.page);
  const suggestion = (products?.suggestions ?? [])
    .map((candidate) => candidate?.search?.trim() ?? '')
    .find((words) => words !== '' && words.toLowerCase() !== state.q.toLowerCase());
  return (
    <div className="ls-catalog ls-search" data-testid="search:page">
      <h1>{renderTemplate(t('catalog.search.resultsHeading'), { q: <q>{state.q}</q> })}</h1>
      <SearchForm storeView={storeView} q={state.q} t={t} />
      {suggestion ? (
        <p className="ls-did-you-mean" data-testid="search:did-you-mean">
          {renderTemplate(t('catalog.search.didYouMean'), {
            suggestion: <Link href={searchHref(storeView, suggestion)}>{suggestion}</Link>,
          })}
        </p>
      ) : null}
      <ListingView
        t={t}
        listing={listing}
        state={state}
        basePath={basePath}
        defaultSort={SEARCH_DEFAULT_SORT}
        sorts={SEARCH_SORTS}
        label={t('catalog.search.resultsLabel', { q: state.q })}
        empty={
          <>
            <h2>{t('catalog.search.nothingFound', { q: state.q })}</h2>
            <p>{t('catalog.search.nothingFoundHelp')}</p>
            <PopularSearches storeView={storeView} t={t} />
          </>
        }
      />
    </div>
  );
}

/** Search result pages are never indexed (endless, thin variations); their links are followed. */
export async function searchMetadata({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParamsRecord;
}): Promise<Metadata> {
  const { q } = parseListingState(searchParams);
  const t = await getTranslator(storeView);
  return {
    title: {
      absolute: composePageTitle(
        q ? t('catalog.search.resultsTitle', { q }) : t('catalog.search.title'),
      ),
    },
    robots: { index: false, follow: true },
  };
}
