/**
 * The order pages' pure rules (ADR 0036): the history's URL state (page and status filter), the
 * api filter it becomes, order numbers accepted from a URL, saved-card details. Dependency-free so
 * the views, the actions and the tests share them.
 */

/** SPEC §3.4: the history shows 10 orders a page. */
export const HISTORY_PAGE_SIZE = 10;
/** The dashboard overview's latest orders. */
export const OVERVIEW_ORDERS = 3;
/** A page number past this is not asked for (a crafted URL). */
export const MAX_HISTORY_PAGE = 1000;

/** The history's status filter (orders.status values; pending_payment shows under "all" only). */
export const HISTORY_STATUSES = ['pending', 'processing', 'complete', 'canceled'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export interface HistoryQuery {
  page: number;
  status: HistoryStatus | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=2&status=complete` as the history's state; anything unknown falls back to the default. */
export function parseHistoryQuery(params: SearchParams): HistoryQuery {
  const rawPage = first(params.page);
  const page =
    rawPage && /^\d{1,4}$/.test(rawPage)
      ? Math.min(Math.max(Number(rawPage), 1), MAX_HISTORY_PAGE)
      : 1;
  const rawStatus = first(params.status);
  const status = HISTORY_STATUSES.find((candidate) => candidate === rawStatus) ?? null;
  return { page, status };
}

/** The history URL of a state: defaults are left out so `/dashboard/order-history` stays canonical. */
export function historyHref(basePath: string, query: HistoryQuery): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** SPEC §3.4 "filtered by status with a condition type": `eq` for one status; none for all. */
export function statusFilter(status: HistoryStatus | null): { status: { eq: string } } | undefined {
  return status ? { status: { eq: status } } : undefined;
}

/** Pages to link: the first, the last and two around the current one, with gaps as null. */
export function pageLinks(current: number, totalPages: number): (number | null)[] {
  if (totalPages <= 1) return [];
  const wanted = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const page of pages) {
    const previous = links[links.length - 1];
    if (typeof previous === 'number' && page - previous > 1) links.push(null);
    links.push(page);
  }
  return links;
}

/** Order numbers as the api mints them (digits, letters, dashes), bounded: anything else is not found. */
export function parseOrderNumber(value: string | undefined | null): string | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value).trim();
  } catch {
    return null;
  }
  return /^[A-Za-z0-9-]{1,32}$/.test(decoded) ? decoded : null;
}

/** An order's date in the store view's locale (the api sends `YYYY-MM-DD HH:MM:SS` UTC or ISO). */
export function formatOrderDate(locale: string, value: string | null | undefined): string {
  if (!value) return '';
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A `YYYY-MM-DD` date (autoship's next date) in the locale, without a time zone shift. */
export function formatDay(locale: string, value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  return formatOrderDate(locale, `${value} 00:00:00`);
}

export interface SavedCard {
  brand: string;
  lastFour: string;
  expiry: string;
}

/** Magento Vault's `details` JSON text (`{ type, maskedCC, expirationDate }`); unreadable -> blanks. */
export function savedCardOf(details: string | null | undefined): SavedCard {
  const blank = { brand: '', lastFour: '', expiry: '' };
  if (!details || details.length > 2000) return blank;
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    const text = (key: string) =>
      typeof parsed[key] === 'string' ? (parsed[key] as string).slice(0, 40) : '';
    return {
      brand: text('type'),
      lastFour: text('maskedCC').slice(-4),
      expiry: text('expirationDate'),
    };
  } catch {
    return blank;
  }
}

/** Card brand codes as Magento stores them, spelled out. */
export const CARD_BRANDS: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DI: 'Discover',
  JCB: 'JCB',
  MI: 'Maestro',
};

/** Autoship's allowed intervals (the api accepts 7 to 90 days). */
export const AUTOSHIP_INTERVALS = [7, 14, 30, 45, 60, 90] as const;
export const MIN_AUTOSHIP_DAYS = 7;
export const MAX_AUTOSHIP_DAYS = 90;

export function parseIntervalDays(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= MIN_AUTOSHIP_DAYS &&
    number <= MAX_AUTOSHIP_DAYS
    ? number
    : null;
}
