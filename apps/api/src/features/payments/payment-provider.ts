import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger';

/** A hosted card payment to start: the provider's page takes the card, never the api. */
export interface HostedPaymentRequest {
  sessionId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** Where the provider sends the shopper back (absolute storefront URL). */
  returnUrl: string;
}

export interface HostedPayment {
  /** Where the storefront sends the shopper (a storefront path for the sandbox). */
  redirectUrl: string;
  /** The provider's id of the payment (null for the sandbox, whose state is our session row). */
  reference: string | null;
}

export type ProviderOutcome =
  | { status: 'APPROVED' }
  | { status: 'DECLINED'; message: string }
  | { status: 'CANCELED' }
  | { status: 'PENDING' };

/** The seam between orders and whoever takes the card (ADR 0033). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'worldpay';
  /** Test cards shown on the sandbox page (empty for a real provider). */
  readonly testCards: readonly { number: string; outcome: string }[];
  createPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  /** The outcome of a hosted payment (real providers; the sandbox settles through its page). */
  queryOutcome(reference: string): Promise<ProviderOutcome>;
  /** Charges a saved card (Magento Vault) without a page. */
  chargeToken(
    gatewayToken: string,
    payment: { orderNumber: string; amountMinor: number; currency: string },
  ): Promise<{ status: 'APPROVED' } | { status: 'DECLINED'; message: string }>;
}

/** The provider failed or answered nonsense: the order is not charged, the shopper may retry. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export function newGatewayToken(): string {
  return `sbx_${randomBytes(18).toString('base64url')}`;
}

/** PAYMENT_PROVIDER=sandbox (default): /checkout/worldpay is the page; outcome by card number. */
export function sandboxProvider(testCards: readonly { number: string; outcome: string }[]) {
  const provider: PaymentProvider = {
    name: 'sandbox',
    testCards,
    async createPayment(request) {
      return {
        redirectUrl: `/checkout/worldpay?session=${encodeURIComponent(request.sessionId)}`,
        reference: null,
      };
    },
    async queryOutcome() {
      return { status: 'PENDING' };
    },
    async chargeToken(gatewayToken) {
      // Saved sandbox cards were approved once; a token marked as declining tests the refusal.
      return gatewayToken.includes('decline')
        ? { status: 'DECLINED', message: 'Card declined by the issuer.' }
        : { status: 'APPROVED' };
    },
  };
  return provider;
}

export interface WorldpayConfig {
  url: string;
  merchant: string;
  apiKey: string;
  timeoutMs?: number;
}

interface Json {
  [key: string]: unknown;
}

/**
 * A Worldpay-like hosted payment page over HTTP JSON (PAYMENT_PROVIDER=worldpay):
 * POST {url}/payments -> { id, redirectUrl }; GET {url}/payments/{id} -> { status };
 * POST {url}/tokens/{token}/charges -> { status, message? }. Logs carry the operation and
 * HTTP status only: never the API key, the body, or card data.
 */
export function worldpayProvider(config: WorldpayConfig, logger: Logger): PaymentProvider {
  const base = config.url.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(operation: string, path: string, body?: Json): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          'x-merchant': config.merchant,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      logger.warn('Payment provider unreachable', { operation, timedOut });
      throw new PaymentProviderError(
        timedOut
          ? 'The payment provider did not answer in time.'
          : 'The payment provider is unreachable.',
      );
    }
    if (!response.ok) {
      logger.warn('Payment provider refused a call', { operation, status: response.status });
      await response.body?.cancel().catch(() => undefined);
      throw new PaymentProviderError('The payment provider refused the request.');
    }
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      // falls through
    }
    logger.warn('Payment provider answered something that is not a JSON object', { operation });
    throw new PaymentProviderError('The payment provider gave an answer we do not understand.');
  }

  const str = (value: unknown) =>
    typeof value === 'string' && value.length <= 2000 ? value : null;

  function outcomeOf(answer: Json, operation: string): ProviderOutcome {
    const status = str(answer.status)?.toLowerCase();
    const message = str(answer.message) ?? 'Card declined by the issuer.';
    if (status === 'authorized' || status === 'approved' || status === 'captured')
      return { status: 'APPROVED' };
    if (status === 'refused' || status === 'declined') return { status: 'DECLINED', message };
    if (status === 'cancelled' || status === 'canceled') return { status: 'CANCELED' };
    if (status === 'pending' || status === 'open') return { status: 'PENDING' };
    logger.warn('Payment provider sent an unknown status', { operation });
    throw new PaymentProviderError('The payment provider gave an answer we do not understand.');
  }

  return {
    name: 'worldpay',
    testCards: [],
    async createPayment(request) {
      const answer = await call('createPayment', '/payments', {
        merchant: config.merchant,
        reference: request.orderNumber,
        amount: { value: request.amountMinor, currency: request.currency },
        returnUrl: request.returnUrl,
      });
      const id = str(answer.id);
      const redirectUrl = str(answer.redirectUrl);
      if (!id || !redirectUrl || !/^https:\/\//.test(redirectUrl)) {
        logger.warn('Payment provider answer lacks id or https redirectUrl', {
          operation: 'createPayment',
        });
        throw new PaymentProviderError('The payment provider gave an answer we do not understand.');
      }
      return { redirectUrl, reference: id };
    },
    async queryOutcome(reference) {
      return outcomeOf(
        await call('queryOutcome', `/payments/${encodeURIComponent(reference)}`),
        'queryOutcome',
      );
    },
    async chargeToken(gatewayToken, payment) {
      const outcome = outcomeOf(
        await call('chargeToken', `/tokens/${encodeURIComponent(gatewayToken)}/charges`, {
          merchant: config.merchant,
          reference: payment.orderNumber,
          amount: { value: payment.amountMinor, currency: payment.currency },
        }),
        'chargeToken',
      );
      if (outcome.status === 'APPROVED' || outcome.status === 'DECLINED') return outcome;
      return { status: 'DECLINED', message: 'Card declined by the issuer.' };
    },
  };
}
