/** The variables both functions read; `TRUST_PROXY` may come already parsed. */
export interface TrustedProxyEnv {
  TRUSTED_PROXIES?: string;
  TRUST_PROXY?: string | boolean;
}

/** proxy-addr's names of the networks `TRUST_PROXY` trusts. */
export declare const PRIVATE_NETWORKS: readonly string[];

/** The proxy-addr trust list of TRUSTED_PROXIES, else TRUST_PROXY, else loopback. */
export declare function trustedProxyList(env: TrustedProxyEnv): string[];

/** proxy-addr's trust function for that list; throws an error naming TRUSTED_PROXIES. */
export declare function compileProxyTrust(
  env: TrustedProxyEnv,
): (address: string, hop: number) => boolean;
