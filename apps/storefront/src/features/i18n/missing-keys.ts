/**
 * SPEC §7: "missing translations posted to a local URL only when debugging". With I18N_DEBUG=1
 * the server's translators report every key a language lacks, once per process, to
 * I18N_MISSING_KEYS_URL (default: this storefront's own POST /api/i18n/missing-keys, which logs
 * them). Fire and forget: a report never delays or fails a page.
 */

export const MISSING_KEYS_PATH = '/api/i18n/missing-keys';
/** Distinct keys reported per process; a runaway loop of new keys cannot flood the receiver. */
export const MAX_REPORTED_KEYS = 500;
export const MAX_KEY_LENGTH = 200;
export const MAX_LANGUAGE_LENGTH = 16;
/** A report that takes longer is abandoned. */
export const REPORT_TIMEOUT_MS = 2000;

export interface MissingKeyReport {
  language: string;
  key: string;
}

export interface MissingKeyReporterOptions {
  url: string;
  fetch?: typeof fetch;
  maxKeys?: number;
}

/** True for http(s) URLs on this machine: reports never leave it. */
export function isLocalUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return (
      hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
    );
  } catch {
    return false;
  }
}

/**
 * `(language, key) => void` that posts each distinct pair once. A URL that is not local is
 * refused (the returned function does nothing).
 */
export function createMissingKeyReporter(
  options: MissingKeyReporterOptions,
): (language: string, key: string) => void {
  const post = options.fetch ?? fetch;
  const maxKeys = options.maxKeys ?? MAX_REPORTED_KEYS;
  const seen = new Set<string>();
  if (!isLocalUrl(options.url)) {
    console.warn('I18N_MISSING_KEYS_URL must be a local http(s) URL; missing keys are not posted');
    return () => undefined;
  }
  return (language, key) => {
    const report: MissingKeyReport = {
      language: language.slice(0, MAX_LANGUAGE_LENGTH),
      key: key.slice(0, MAX_KEY_LENGTH),
    };
    const id = `${report.language}\u0000${report.key}`;
    if (seen.has(id) || seen.size >= maxKeys) return;
    seen.add(id);
    try {
      void post(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
      }).catch(() => undefined);
    } catch {
      // A report is never worth an error.
    }
  };
}
