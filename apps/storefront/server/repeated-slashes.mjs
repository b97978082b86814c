/**
 * SPEC §2.1: a path with repeated slashes or a trailing slash redirects (302, the spec's default
 * redirect status; Next.js would answer a trailing slash with 308) to the clean path: single
 * slashes, none at the end. Backslashes count as slashes, as browsers treat them. The query
 * string is kept. Collapsing also defuses "//other.host" (it becomes "/other.host", a local path).
 *
 * @param {string} url request target: path plus optional query string
 * @returns {string | null} where to redirect, or null when the path is already clean
 */
export function repeatedSlashRedirectTarget(url) {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!/\/\/|\\|.\/$/.test(path)) return null;
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const clean = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  return `${clean}${query}`;
}
