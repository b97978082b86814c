// Which proxies a process believes about the client (X-Forwarded-For, X-Forwarded-Proto): one rule
// for the api, the storefront's server and the editor's server (ADR 0040), so that a deployment's
// TRUSTED_PROXIES means the same thing to all three. Plain JavaScript: the two servers run it in
// Node.js without a build step; the api bundles it.
import proxyaddr from 'proxy-addr';

/** proxy-addr's names of the networks `TRUST_PROXY` trusts: this machine and private ranges. */
export const PRIVATE_NETWORKS = Object.freeze(['loopback', 'linklocal', 'uniquelocal']);

const YES = /^(1|true|yes|on)$/i;

/**
 * The proxy-addr trust list: `TRUSTED_PROXIES` (comma-separated addresses, CIDRs or proxy-addr's
 * names; `none` for no proxy at all), else `TRUST_PROXY` (the older switch: loopback and the
 * private networks), else loopback only (a load balancer on the same machine).
 *
 * @param {{ TRUSTED_PROXIES?: string, TRUST_PROXY?: string | boolean }} env
 * @returns {string[]}
 */
export function trustedProxyList(env) {
  const list = env.TRUSTED_PROXIES?.trim();
  if (list) {
    if (list.toLowerCase() === 'none') return [];
    return list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }
  const trustProxy =
    typeof env.TRUST_PROXY === 'boolean'
      ? env.TRUST_PROXY
      : YES.test(env.TRUST_PROXY?.trim() ?? '');
  return trustProxy ? [...PRIVATE_NETWORKS] : ['loopback'];
}

/**
 * The trust function of `trustedProxyList(env)`; a list proxy-addr cannot read is a
 * configuration error that names the variable.
 *
 * @param {{ TRUSTED_PROXIES?: string, TRUST_PROXY?: string | boolean }} env
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileProxyTrust(env) {
  try {
    return proxyaddr.compile(trustedProxyList(env));
  } catch (error) {
    throw new Error(
      `Invalid environment: TRUSTED_PROXIES: ${/** @type {Error} */ (error).message}`,
    );
  }
}
