import type { StoreViewCode } from '@lumo/block-schema';
import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { EditorRow } from './db/schema';
import { authorizationError } from './errors';
import type { Logger } from './logger';
import type { BuilderPagePublishing } from './features/builder-pages/builder-page-publishing';
import type { BuilderPageService } from './features/builder-pages/builder-page-service';
import type { EditorService } from './features/editors/editor-service';
import { requireAdmin } from './features/editors/editor-service';
import type { MediaService } from './features/media/media-service';
import type { PresenceService } from './features/presence/presence-service';
import type { CatalogService } from './features/catalog/catalog-service';
import type { CmsService } from './features/cms/cms-service';
import type { AnalyticsService } from './features/analytics/analytics-service';
import type { MailQueue } from './features/mail/mail-queue';
import type { MailWorker } from './features/mail/mail-worker';
import type { CaptchaService } from './features/captcha/captcha-service';
import type { TrsService } from './features/trs/trs-service';
import type { AgeVerificationService } from './features/age-verification/age-verification-service';
import type { DirectoryService } from './features/directory/directory-service';
import type { CustomerService, CustomerSession } from './features/customers/customer-service';
import type { AddressService } from './features/customer-addresses/address-service';
import type { NewsletterService } from './features/newsletter/newsletter-service';
import type { RateLimiter } from './features/rate-limits/rate-limiter';
import { notAuthorizedError } from './features/customers/customer-rules';
import type { UrlRewriteService } from './features/url-rewrites/url-rewrite-service';
import type { ScheduledPublishingService } from './features/scheduler/scheduled-publishing';
import type { StoreLocatorService } from './features/store-locator/store-locator-service';
import type { CartService } from './features/cart/cart-service';
import { storeViewFromHeader, type StoreService } from './features/store/store-service';
import type { OrderService } from './features/orders/order-service';
import type { PaymentService } from './features/payments/payment-service';
import type { AutoshipService } from './features/autoship/autoship-service';

export interface Services {
  store: StoreService;
  editors: EditorService;
  builderPages: BuilderPageService;
  builderPagePublishing: BuilderPagePublishing;
  scheduledPublishing: ScheduledPublishingService;
  presence: PresenceService;
  media: MediaService;
  catalog: CatalogService;
  urlRewrites: UrlRewriteService;
  cms: CmsService;
  directory: DirectoryService;
  analytics: AnalyticsService;
  /** Outgoing mail (ADR 0025): features enqueue, the mail worker sends. */
  mail: MailQueue;
  /** CAPTCHA seam (ADR 0027): `require` in protected mutations. */
  captcha: CaptchaService;
  /** TRS registration forms (ADR 0027). */
  trs: TrsService;
  /** Age verification of the logged-in customer (ADR 0027). */
  ageVerification: AgeVerificationService;
  /** Customer accounts (ADR 0024). */
  customers: CustomerService;
  customerAddresses: AddressService;
  newsletter: NewsletterService;
  /** Database-backed rate limits shared by every api process (ADR 0024). */
  rateLimiter: RateLimiter;
  /** Sends what `mail` queued (started by `app.startMailWorker()`). */
  mailWorker: MailWorker;
  /** Shops and recycling drop-off points (ADR 0028). */
  storeLocator: StoreLocatorService;
  /** Carts, coupons, delivery and purchase limits (ADR 0032). */
  carts: CartService;
  /** placeOrder, order reads, shipments (ADR 0033). */
  orders: OrderService;
  /** Payment methods, hosted card sessions, saved cards (ADR 0033). */
  payments: PaymentService;
  /** Autoship subscriptions and their scheduler's passes (ADR 0033). */
  autoship: AutoshipService;
}

export interface EditorCredential {
  token: string;
  /** Cookie credentials are subject to the Origin check; Bearer tokens are not sent by browsers. */
  source: 'bearer' | 'cookie';
}

/** Per-request data the HTTP layer collects before GraphQL runs. */
export interface RequestInfo {
  request: Request;
  clientAddress: string;
  credential: EditorCredential | null;
  /** Set-Cookie values added to the response after execution (login, logout). */
  responseCookies: string[];
  /** Cookies set for this request carry `Secure` (TLS at the browser; http/cookies.ts). */
  secureCookies: boolean;
  /** Headers added to the response after execution (Retry-After). */
  responseHeaders: Headers;
}

export interface GraphQLContext extends RequestInfo {
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  services: Services;
  /** The editor of the request's token, or null (looked up once per request). */
  currentEditor(): Promise<EditorRow | null>;
  /** The editor, or Magento's graphql-authorization error. */
  requireEditor(): Promise<EditorRow>;
  requireAdmin(): Promise<EditorRow>;
  /** The store view of the Store header (uk when absent); graphql-input when unknown. */
  storeView(): StoreViewCode;
  /** The customer session of the Bearer token in this store view, or null (looked up once). */
  currentCustomer(): Promise<CustomerSession | null>;
  /** The customer session, or Magento's "The current customer isn't authorized." */
  requireCustomer(): Promise<CustomerSession>;
}

export function createContext(
  info: RequestInfo,
  deps: { config: AppConfig; clock: Clock; logger: Logger; services: Services },
): GraphQLContext {
  let editor: Promise<EditorRow | null> | undefined;
  const currentEditor = () =>
    (editor ??= info.credential
      ? deps.services.editors.editorForToken(info.credential.token)
      : Promise.resolve(null));
  const requireEditor = async () => {
    const found = await currentEditor();
    if (!found) throw authorizationError();
    return found;
  };
  let customer: Promise<CustomerSession | null> | undefined;
  const storeView = () => storeViewFromHeader(info.request.headers.get('store'));
  const currentCustomer = () =>
    (customer ??=
      info.credential?.source === 'bearer'
        ? deps.services.customers.sessionFor(info.credential.token, storeView())
        : Promise.resolve(null));
  return {
    ...info,
    ...deps,
    currentCustomer,
    async requireCustomer() {
      const found = await currentCustomer();
      if (!found) throw notAuthorizedError();
      return found;
    },
    currentEditor,
    requireEditor,
    async requireAdmin() {
      const found = await requireEditor();
      requireAdmin(found);
      return found;
    },
    storeView,
  };
}
