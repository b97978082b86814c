import type { StoreViewCode } from '@lumo/block-schema';
import type { Logger } from '../../logger';

/** Tells the storefront that a published page changed, so it drops its cached copy. */
export interface RevalidationNotifier {
  pageChanged(storeView: StoreViewCode, path: string): void;
}

export const REVALIDATE_TIMEOUT_MS = 3000;

/**
 * POST ${STOREFRONT_URL}/api/revalidate { storeView, path } with the shared secret header.
 * Fire and forget: a storefront that is down must not fail a publish; it is logged instead.
 */
export class HttpRevalidationNotifier implements RevalidationNotifier {
  constructor(
    private readonly storefrontUrl: string,
    private readonly secret: string,
    private readonly logger: Logger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  pageChanged(storeView: StoreViewCode, path: string): void {
    void this.send(storeView, path);
  }

  async send(storeView: StoreViewCode, path: string): Promise<boolean> {
    const url = `${this.storefrontUrl}/api/revalidate`;
    try {
      const response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': this.secret },
        body: JSON.stringify({ storeView, path }),
        signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.warn('Storefront revalidation refused', {
          url,
          status: response.status,
          storeView,
          path,
        });
        return false;
      }
      return true;
    } catch (error) {
      this.logger.warn('Storefront revalidation failed', {
        url,
        storeView,
        path,
        error: (error as Error).message,
      });
      return false;
    }
  }
}

/** Records notifications (tests). */
export class RecordingRevalidationNotifier implements RevalidationNotifier {
  readonly calls: { storeView: StoreViewCode; path: string }[] = [];
  pageChanged(storeView: StoreViewCode, path: string): void {
    this.calls.push({ storeView, path });
  }
}
