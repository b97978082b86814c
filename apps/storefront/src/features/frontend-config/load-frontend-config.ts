import type { FrontendConfig } from './frontend-config';

/** SPEC §8 "Frontend config failure" (exact text). */
export const FRONTEND_CONFIG_FAILED = 'Frontend config fetching failed';
export const FRONTEND_CONFIG_PATH = '/frontend-config';

export type FrontendConfigLoad = { ok: true; config: FrontendConfig } | { ok: false };

/** The browser's call: on any failure logs SPEC §8's message and reports the load as failed. */
export async function loadFrontendConfig(
  storeView: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FrontendConfigLoad> {
  try {
    const response = await fetchImpl(FRONTEND_CONFIG_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeView }),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const config = (await response.json()) as FrontendConfig;
    if (typeof config?.storeId !== 'number') throw new Error('unexpected answer');
    return { ok: true, config };
  } catch {
    console.error(FRONTEND_CONFIG_FAILED);
    return { ok: false };
  }
}
