// The soak's shopper speaks HTTP to the storefront the way a browser does: pages with GET, the
// no-JavaScript forms (add to cart, the cart page) as multipart posts with their $ACTION_ID_ field,
// the JavaScript forms (checkout, sign-in, registration) as Next.js server-action calls (POST with
// the Next-Action header, arguments as JSON, answer as a React flight stream), the search box's
// suggestions through the storefront's /graphql. Cookies are kept per shopper, as a browser would.

import { decodeEntities } from './cart-bench-helpers.mjs';

/** A shopper's cookies: name -> value, set from `set-cookie` answers, sent on every request. */
export function createCookieJar() {
  const cookies = new Map();
  return {
    /** @param {string[]} setCookieHeaders */
    store(setCookieHeaders) {
      for (const header of setCookieHeaders) {
        const [pair, ...attributes] = header.split(';');
        const separator = pair.indexOf('=');
        if (separator <= 0) continue;
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const expired = attributes.some((attribute) => {
          const [key, raw] = attribute.split('=').map((part) => part?.trim().toLowerCase());
          if (key === 'max-age') return Number(raw) <= 0;
          if (key === 'expires') return Date.parse(raw) <= Date.now();
          return false;
        });
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    get(name) {
      return cookies.get(name) ?? null;
    },
    set(name, value) {
      cookies.set(name, value);
    },
  };
}

/**
 * The value a server action returned, from the flight stream it answered with. Row 0 is the
 * envelope (`{"a":"$@1",...}`), `a` points at the row holding the result. Returns
 * `{ value }`, or `{ error }` when the stream carries no result (the action threw: an `E` row).
 * @param {string} body
 */
export function actionResultFromFlight(body) {
  const rows = new Map();
  for (const line of body.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line);
    if (match) rows.set(match[1], match[2]);
  }
  const envelope = parseJson(rows.get('0'));
  const pointer = typeof envelope?.a === 'string' ? /^\$@([0-9a-f]+)$/.exec(envelope.a) : null;
  if (!pointer) return { error: 'no action result in the answer' };
  const row = rows.get(pointer[1]);
  if (row === undefined) return { error: 'the action result row is missing' };
  if (row.startsWith('E')) {
    const thrown = parseJson(row.slice(1));
    return { error: `the action threw${thrown?.digest ? ` (digest ${thrown.digest})` : ''}` };
  }
  const value = parseJson(row);
  return value === undefined ? { error: 'the action result is not JSON' } : { value };
}

function parseJson(text) {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The arguments of a server action call as React's encodeReply sends plain values: JSON, with
 * strings that start with `$` escaped as `$$` (React reads `$` as a reference marker).
 * @param {unknown[]} args
 */
export function encodeActionArgs(args) {
  return JSON.stringify(args, (_key, value) =>
    typeof value === 'string' && value.startsWith('$') ? `$${value}` : value,
  );
}

/**
 * Server action ids by exported name, from the storefront build's server-reference manifest
 * (`.next/server/server-reference-manifest.json`): `{ node: { <id>: { exportedName, ... } } }`.
 * The browser learns the same ids from the page's scripts; reading them from the build is the
 * shorter way to the same value. A name exported by several files must be qualified by a
 * fragment of its file (`{ name, file }`) or the lookup throws.
 * @param {unknown} manifest
 */
export function actionIdsFromManifest(manifest) {
  const node = manifest && typeof manifest === 'object' ? manifest.node : null;
  if (!node || typeof node !== 'object') throw new Error('no "node" actions in the manifest');
  /** @type {{ id: string, name: string, file: string }[]} */
  const actions = [];
  for (const [id, entry] of Object.entries(node)) {
    const name = entry?.exportedName;
    if (typeof name !== 'string') continue;
    actions.push({ id, name, file: String(entry.filename ?? '') });
  }
  /** @param {string} name @param {string} [file] a fragment of the source path */
  return function actionId(name, file) {
    const found = actions.filter(
      (action) => action.name === name && (!file || action.file.includes(file)),
    );
    if (found.length === 0) throw new Error(`no server action named ${name}`);
    const ids = new Set(found.map((action) => action.id));
    if (ids.size > 1) throw new Error(`several server actions named ${name}: give its file`);
    return found[0].id;
  };
}

/**
 * `href`s of `<a>` links in a page that point at `pathname` with a query (a configurable
 * product's variant links: the no-JavaScript variant picker), decoded, without duplicates.
 * @param {string} html
 * @param {string} pathname
 */
export function queryLinksTo(html, pathname) {
  const links = new Set();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = match[1].replaceAll('&amp;', '&');
    if (href.startsWith(`${pathname}?`)) links.add(href);
  }
  return [...links];
}

/**
 * The fields of the first `<form>` whose markup holds every one of `markers` (a data-testid on
 * the form or on a button in it, a line's uid), as a browser without JavaScript posts it: inputs
 * with their values, including the $ACTION_ID_ field; buttons left out (the caller adds the one
 * it presses). Null when no form matches.
 * @param {string} html
 * @param {readonly string[]} markers
 */
export function formFields(html, markers) {
  for (const match of html.matchAll(/<form\b[^>]*>/g)) {
    const end = html.indexOf('</form>', match.index);
    const form = html.slice(match.index, end < 0 ? undefined : end);
    if (!markers.every((marker) => form.includes(marker))) continue;
    const fields = {};
    for (const input of form.matchAll(/<input\b[^>]*>/g)) {
      const tag = input[0];
      const name = /\bname="([^"]*)"/.exec(tag)?.[1];
      if (!name) continue;
      fields[decodeEntities(name)] = decodeEntities(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    return fields;
  }
  return null;
}
