/**
 * SPEC §2.3: Canadian guests get a favicon set of their own; logged-in customers the default.
 * The Canadian set is a static file (public/static, outside the proxy).
 */
export const CANADA_GUEST_FAVICON = '/static/favicon-ca.svg';
export const DEFAULT_FAVICON = '/icon.svg';
export const CANADA_FAVICONS = { guest: CANADA_GUEST_FAVICON, customer: DEFAULT_FAVICON };
