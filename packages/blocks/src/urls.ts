/**
 * URL helpers with no dependencies, so client components can use them without pulling the
 * block schemas (zod, sanitiser) into the browser bundle.
 */

/** True for http(s) links that leave the site (they get rel="noopener"). */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}
