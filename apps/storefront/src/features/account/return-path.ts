/**
 * The page a sign-in returns to (ADR 0026): only a path of this site, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), bounded in length. Dependency-free.
 */
export const RETURN_PARAM = 'return';
const MAX_RETURN_LENGTH = 512;

export function safeReturnPath(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_RETURN_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes anywhere could be read as another origin by a browser.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  if (value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://storefront.invalid');
    if (url.origin !== 'http://storefront.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
