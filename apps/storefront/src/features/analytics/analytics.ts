import { clientGraphQL } from '../client-state/graphql-client';
import { whenConsented } from '../consent/consent';

/**
 * SPEC §7 analytics: the store view's settings come from the api; the script (gtag.js for a GA4
 * measurement id, gtm.js for a tag-manager container) is injected only when an id is configured
 * and, under cookie restriction mode (the default), only after cookie consent. Other features
 * call `track(event, payload)`; events are sent as GA4 ecommerce events. Any failure is ignored
 * silently (SPEC §8 "Analytics failure").
 */

export const ANALYTICS_EVENTS = [
  'login',
  'begin_checkout',
  'checkout_progress',
  'add_to_cart',
  'page_view',
  'select_content',
  'follow',
  'share',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsPayload = Record<string, unknown>;

/** Google's script host; ANALYTICS_SCRIPT_BASE_URL replaces it (e2e points it at a fake). */
export const DEFAULT_ANALYTICS_SCRIPT_BASE_URL = 'https://www.googletagmanager.com';
/** Events kept while the script is not loaded (no consent yet); older ones are dropped. */
export const MAX_PENDING_EVENTS = 50;

export interface AnalyticsSettings {
  account_id: string;
  container_id: string;
  type: 'GA4' | 'TAG_MANAGER';
  anonymize: boolean;
  experiments: boolean;
  cookie_restriction_mode: boolean;
  current_website: number;
  cookie_name: string;
  list_names: Record<
    'catalog' | 'crosssell' | 'upsell' | 'related' | 'search' | 'promotions',
    string
  >;
}

export const ANALYTICS_SETTINGS_QUERY = `query AnalyticsSettings {
  analyticsSettings {
    account_id container_id type anonymize experiments cookie_restriction_mode current_website
    cookie_name list_names { catalog crosssell upsell related search promotions }
  }
}`;

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

interface Sender {
  type: AnalyticsSettings['type'];
  send(event: AnalyticsEvent, payload: AnalyticsPayload): void;
}

let sender: Sender | null = null;
let pending: { event: AnalyticsEvent; payload: AnalyticsPayload }[] = [];
let listNames: AnalyticsSettings['list_names'] | null = null;

/** Sends an event now, or once analytics has loaded. Never throws. */
export function track(event: AnalyticsEvent, payload: AnalyticsPayload = {}): void {
  try {
    if (sender) {
      sender.send(event, payload);
      return;
    }
    pending.push({ event, payload });
    if (pending.length > MAX_PENDING_EVENTS) pending = pending.slice(-MAX_PENDING_EVENTS);
  } catch {
    // SPEC §8: analytics failures are ignored silently.
  }
}

/** The configured GA4 item_list_name of a list (null before the settings load). */
export function analyticsListName(list: keyof AnalyticsSettings['list_names']): string | null {
  return listNames?.[list] ?? null;
}

/** The script URL of the settings, or null when no id is configured. */
export function analyticsScriptUrl(settings: AnalyticsSettings, baseUrl: string): string | null {
  const base = baseUrl.replace(/\/+$/, '');
  if (settings.type === 'TAG_MANAGER') {
    return settings.container_id
      ? `${base}/gtm.js?id=${encodeURIComponent(settings.container_id)}`
      : null;
  }
  return settings.account_id
    ? `${base}/gtag/js?id=${encodeURIComponent(settings.account_id)}`
    : null;
}

function createSender(settings: AnalyticsSettings, win: DataLayerWindow): Sender {
  const dataLayer = (win.dataLayer ??= []);
  if (settings.type === 'TAG_MANAGER') {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    return {
      type: settings.type,
      send(event, payload) {
        // GA4 ecommerce in a data layer: clear the previous ecommerce object first.
        dataLayer.push({ ecommerce: null });
        dataLayer.push({ event, ecommerce: payload });
      },
    };
  }
  const gtag = (win.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  });
  gtag('js', new Date());
  gtag('config', settings.account_id, {
    anonymize_ip: settings.anonymize,
    send_page_view: false,
  });
  return { type: settings.type, send: (event, payload) => gtag('event', event, payload) };
}

export interface StartAnalyticsOptions {
  storeView: string;
  scriptBaseUrl: string;
  fetchImpl?: typeof fetch;
  win?: DataLayerWindow;
}

export type AnalyticsStart = 'not-configured' | 'waiting-for-consent' | 'loaded' | 'failed';

/** Fetches the settings and loads the script when allowed. Never throws. */
export async function startAnalytics(options: StartAnalyticsOptions): Promise<AnalyticsStart> {
  try {
    const result = await clientGraphQL<{ analyticsSettings: AnalyticsSettings }>(
      ANALYTICS_SETTINGS_QUERY,
      { storeView: options.storeView, fetchImpl: options.fetchImpl },
    );
    if (result.kind !== 'ok') return 'failed';
    const settings = result.data.analyticsSettings;
    listNames = settings.list_names;
    const url = analyticsScriptUrl(settings, options.scriptBaseUrl);
    if (!url) return 'not-configured';
    const win = options.win ?? (window as DataLayerWindow);
    let loaded = false;
    const load = () => {
      try {
        const script = win.document.createElement('script');
        script.async = true;
        script.src = url;
        script.onerror = () => undefined;
        win.document.head.appendChild(script);
        sender = createSender(settings, win);
        const queued = pending;
        pending = [];
        for (const { event, payload } of queued) sender.send(event, payload);
        loaded = true;
      } catch {
        // Ignored (SPEC §8).
      }
    };
    if (settings.cookie_restriction_mode) whenConsented(load);
    else load();
    return loaded ? 'loaded' : 'waiting-for-consent';
  } catch {
    return 'failed';
  }
}

/** Test seam: forget the loaded sender and queued events. */
export function resetAnalyticsForTests(): void {
  sender = null;
  pending = [];
  listNames = null;
}
