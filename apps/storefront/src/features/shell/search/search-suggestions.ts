/**
 * The header search box's suggestions, fetched in the browser through the storefront's own
 * same-origin POST /graphql (the proxy passes only storefront operations on, ADR 0008). No
 * dependencies: this ships to the browser with the search box.
 */
export interface Suggestion {
  id: string;
  name: string;
  /** Link inside the store view (prefix included). */
  href: string;
  imageUrl: string | null;
  imageLabel: string;
  /** Formatted for the store view's locale, or '' when the api gave no price. */
  price: string;
}

/** The query placeholder the server leaves in messages (i18next runs on the server only). */
export const QUERY_TOKEN = '{query}';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** Fewer characters than this ask for nothing. */
export const MIN_SUGGESTION_QUERY_LENGTH = 2;
export const MAX_SUGGESTION_QUERY_LENGTH = 128;
export const SUGGESTION_COUNT = 6;

export interface SuggestionRequest {
  query: string;
  /** The SearchSuggestions operation text (given by the server parent). */
  document: string;
  storeView: string;
  /** The store view's path prefix ('' for uk, '/gr'). */
  pathPrefix: string;
  locale: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function formatPrice(value: unknown, currency: unknown, locale: string): string {
  if (typeof value !== 'number' || typeof currency !== 'string') return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return '';
  }
}

/** Reads the api's answer defensively (the browser has no schema library, ADR 0019's budget). */
export function parseSuggestions(
  body: unknown,
  pathPrefix: string,
  locale: string,
): Suggestion[] | null {
  const data = record(record(body)?.data);
  if (!data) return null;
  const products = record(data.products);
  const items = Array.isArray(products?.items) ? products.items : [];
  return items.slice(0, SUGGESTION_COUNT).flatMap((raw) => {
    const item = record(raw);
    const id = text(item?.uid);
    const name = text(item?.name);
    const path =
      text(item?.request_path) ??
      (text(item?.url_key) ? `${text(item?.url_key)}${text(item?.url_suffix) ?? ''}` : null);
    if (!item || !id || !name || !path || path.includes('//') || /^[a-z]+:/i.test(path)) return [];
    const image = record(item.small_image);
    const imageUrl = text(image?.url);
    const finalPrice = record(record(record(item.price_range)?.minimum_price)?.final_price);
    return [
      {
        id,
        name: name.slice(0, 120),
        href: `${pathPrefix}/${path.replace(/^\/+/, '')}`,
        imageUrl: imageUrl && /^(https?:\/\/|\/)/.test(imageUrl) ? imageUrl : null,
        imageLabel: text(image?.label) ?? '',
        price: formatPrice(finalPrice?.value, finalPrice?.currency, locale),
      },
    ];
  });
}

/** Suggestions for a query; throws when the storefront or the api fails (the box says so). */
export async function fetchSuggestions(request: SuggestionRequest): Promise<Suggestion[]> {
  const fetchImpl = request.fetchImpl ?? fetch;
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: request.storeView },
    body: JSON.stringify({
      query: request.document,
      operationName: 'SearchSuggestions',
      variables: {
        search: request.query.slice(0, MAX_SUGGESTION_QUERY_LENGTH),
        pageSize: SUGGESTION_COUNT,
      },
    }),
    signal: request.signal,
  });
  if (!response.ok) throw new Error(`Suggestions failed with status ${response.status}`);
  const suggestions = parseSuggestions(await response.json(), request.pathPrefix, request.locale);
  if (suggestions === null) throw new Error('Suggestions failed');
  return suggestions;
}
