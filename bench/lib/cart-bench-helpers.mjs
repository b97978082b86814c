// Pure helpers of the cart bench (issue 13): reading the add-to-cart form a product page serves
// (a plain form posting to the storefront's server action, so the bench can post it as a shopper
// without JavaScript does) and the guest cart cookie of the answer.

/**
 * The fields of the product page's add-to-cart form (`data-testid="cart:add-to-cart"`), hidden
 * inputs and the quantity, including Next.js's `$ACTION_ID_<id>` field; null when the page has
 * no such form.
 * @param {string} html
 * @returns {Record<string, string> | null}
 */
export function addToCartFormFields(html) {
  const start = html.search(/<form[^>]*data-testid="cart:add-to-cart"/);
  if (start < 0) return null;
  const end = html.indexOf('</form>', start);
  const form = html.slice(start, end < 0 ? undefined : end);
  const fields = {};
  for (const match of form.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (!name) continue;
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    fields[decodeEntities(name)] = decodeEntities(value);
  }
  return Object.keys(fields).some((name) => name.startsWith('$ACTION_ID_')) ? fields : null;
}

/**
 * The five entities React writes into attribute values, decoded (for reading forms from HTML).
 * @param {string} text
 */
export function decodeEntities(text) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The `name=value` of a cookie the answer sets (from `set-cookie` headers), or null.
 * @param {string[]} setCookieHeaders
 * @param {string} name
 */
export function cookieFrom(setCookieHeaders, name) {
  for (const header of setCookieHeaders) {
    const [pair] = header.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key?.trim() === name) return `${name}=${rest.join('=').trim()}`;
  }
  return null;
}
