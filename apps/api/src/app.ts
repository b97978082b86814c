import { join } from 'node:path';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga, maskError } from 'graphql-yoga';
import { sql } from 'drizzle-orm';
import { typeDefs, type Resolvers } from '@lumo/graphql/server';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './clock';
import { createContext, type GraphQLContext, type RequestInfo, type Services } from './context';
import type { DatabaseHandle } from './db/database';
import {
  databaseUnavailableError,
  databaseUnavailableResponse,
  isDatabaseUnavailable,
} from './db/connection-errors';
import { migrationsApplied } from './db/migration-status';
import { consoleLogger, type Logger } from './logger';
import {
  jsonScalar,
  useDisableIntrospection,
  useKeepInputCategory,
  useMaxJsonFields,
  useRefuseNul,
} from './graphql/input-bounds';
import { GRAPHQL_LIMITS } from './graphql/graphql-limits';
import {
  migrationsFolder,
  seedContentFolder,
  seedMediaFolder,
  seedSiteFooterFolder,
} from './paths';
import { loadOrCreateSecret, PREVIEW_SECRET_FILE, REVALIDATE_SECRET_FILE } from './secrets';
import { BuilderPagePublishing } from './features/builder-pages/builder-page-publishing';
import { BuilderPageRepository } from './features/builder-pages/builder-page-repository';
import { BuilderPageService } from './features/builder-pages/builder-page-service';
import { builderPageResolvers } from './features/builder-pages/builder-page-resolvers';
import { PreviewTokens } from './features/builder-pages/preview-tokens';
import {
  HttpRevalidationNotifier,
  type RevalidationNotifier,
} from './features/builder-pages/revalidation';
import { seedPages } from './features/builder-pages/seed-pages';
import { SeedLedger } from './features/seed-ledger/seed-ledger';
import { seedSiteFooters } from './features/builder-pages/site-footer-seed';
import { EditorService } from './features/editors/editor-service';
import { editorResolvers } from './features/editors/editor-resolvers';
import { LoginThrottle } from './features/editors/login-throttle';
import { handleMediaUpload, jsonError, serveMediaFile } from './features/media/media-http';
import { mediaResolvers } from './features/media/media-resolvers';
import { MediaService } from './features/media/media-service';
import { createMediaStorage } from './features/media/media-storage';
import { PresenceService } from './features/presence/presence-service';
import { presenceResolvers } from './features/presence/presence-resolvers';
import { ScheduledPublishingService } from './features/scheduler/scheduled-publishing';
import { startScheduler, type SchedulerHandle } from './features/scheduler/scheduler';
import { schedulerResolvers } from './features/scheduler/scheduler-resolvers';
import { StoreService } from './features/store/store-service';
import { CatalogService } from './features/catalog/catalog-service';
import { catalogResolvers } from './features/catalog/catalog-resolvers';
import { CmsService } from './features/cms/cms-service';
import { cmsResolvers } from './features/cms/cms-resolvers';
import { DirectoryService } from './features/directory/directory-service';
import { AnalyticsService } from './features/analytics/analytics-service';
import { MailQueue } from './features/mail/mail-queue';
import { MailRepository } from './features/mail/mail-repository';
import { outboxTransport, smtpTransport, type MailTransport } from './features/mail/mail-transport';
import { MailWorker, startMailWorker, type MailWorkerHandle } from './features/mail/mail-worker';
import { outboxFolder } from './features/mail/outbox-store';
import { outboxResponse } from './features/mail/outbox-viewer';
import { analyticsResolvers } from './features/analytics/analytics-resolvers';
import { captchaResolvers } from './features/captcha/captcha-resolvers';
import { withCaptchaGuards } from './features/captcha/captcha-guards';
import { createCaptchaService } from './features/captcha/create-captcha-service';
import { TrsService } from './features/trs/trs-service';
import { trsResolvers } from './features/trs/trs-resolvers';
import { ageVerificationResolvers } from './features/age-verification/age-verification-resolvers';
import { createAgeVerificationService } from './features/age-verification/create-age-verification';
import { directoryResolvers } from './features/directory/directory-resolvers';
import { UrlRewriteService } from './features/url-rewrites/url-rewrite-service';
import { urlRewriteResolvers } from './features/url-rewrites/url-rewrite-resolvers';
import { storeResolvers } from './features/store/store-resolvers';
import { CustomerRepository } from './features/customers/customer-repository';
import { CustomerService } from './features/customers/customer-service';
import { CustomerLinks } from './features/customers/customer-rules';
import { customerResolvers } from './features/customers/customer-resolvers';
import { AddressRepository } from './features/customer-addresses/address-repository';
import { AddressService } from './features/customer-addresses/address-service';
import { addressResolvers } from './features/customer-addresses/address-resolvers';
import { NewsletterRepository } from './features/newsletter/newsletter-repository';
import { NewsletterService } from './features/newsletter/newsletter-service';
import { newsletterResolvers } from './features/newsletter/newsletter-resolvers';
import { RateLimiter } from './features/rate-limits/rate-limiter';
import { useRetryAfterHeader } from './features/rate-limits/retry-after';
import { withRateLimitGuards } from './features/rate-limits/rate-limit-guards';
import { StoreLocatorService } from './features/store-locator/store-locator-service';
import { storeLocatorResolvers } from './features/store-locator/store-locator-resolvers';
import { CartService } from './features/cart/cart-service';
import { cartResolvers } from './features/cart/cart-resolvers';
import { SalesRuleService } from './features/sales-rules/sales-rules';
import { createOrderServices } from './features/orders/create-order-services';
import { orderResolvers } from './features/orders/order-resolvers';
import { autoshipResolvers } from './features/autoship/autoship-resolvers';
import { usePlaceOrderErrors } from './features/orders/place-order-errors';
import {
  clientAddressOf,
  proxyTrustOfList,
  corsHeaders,
  isCrossSiteCookieRequest,
  preflightHeaders,
  readEditorCredential,
} from './http/security';
import { isSecureCookieRequest } from './http/cookies';
import { applyBaselineHeaders } from './http/response-headers';

/** Largest GraphQL request body (a page draft with many blocks fits easily). */
export const MAX_GRAPHQL_BODY_BYTES = 4 * 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: Logger;
  notifier?: RevalidationNotifier;
  /** Seed sources; default to apps/api/seed-content/pages and apps/api/seed-media. */
  seedContentFolder?: string;
  seedMediaFolder?: string;
  /** The site footers' seed (default apps/api/seed-content/site-footer; ADR 0022). */
  seedSiteFooterFolder?: string;
  /** Sign-in limits; default: in memory, or in PostgreSQL when the database is PostgreSQL. */
  loginThrottle?: LoginThrottle;
  /** Where mails go; default SMTP (SMTP_URL) or the outbox folder (ADR 0025). */
  mailTransport?: MailTransport;
}

export interface App {
  /** Handles one HTTP request (the Node server and the tests both come through here). */
  fetch(request: Request, connection?: { remoteAddress?: string }): Promise<Response>;
  services: Services;
  /** Migrations, store views, seed media and pages, start-up editor account (idempotent). */
  initialise(): Promise<void>;
  startScheduler(): SchedulerHandle;
  /** Places due autoship deliveries on start and every AUTOSHIP_INTERVAL_MS (ADR 0033). */
  startAutoshipScheduler(): SchedulerHandle;
  /** Sends queued mails every MAIL_INTERVAL_MS (services.mailWorker). */
  startMailWorker(): MailWorkerHandle;
  close(): Promise<void>;
}

function mergeResolvers(...parts: Resolvers<GraphQLContext>[]): Resolvers<GraphQLContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers<GraphQLContext>;
}

type SchemaResolvers = NonNullable<Parameters<typeof createSchema<GraphQLContext>>[0]['resolvers']>;

export function createApp(options: AppOptions): App {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const db = database.db;
  const previewSecret = loadOrCreateSecret(
    config.dataDir,
    PREVIEW_SECRET_FILE,
    config.previewSecret,
  );
  const notifier =
    options.notifier ??
    new HttpRevalidationNotifier(
      config.storefrontUrl,
      loadOrCreateSecret(config.dataDir, REVALIDATE_SECRET_FILE, config.revalidateSecret),
      logger,
    );
  const mediaDir = join(config.dataDir, 'media');
  const mediaFolderForSeeds = options.seedMediaFolder ?? seedMediaFolder;

  // Features: each service gets its repository (queries) and what it needs, nothing global.
  const builderPageRepository = new BuilderPageRepository(db);
  const seedLedger = new SeedLedger(db);
  const builderPagePublishing = new BuilderPagePublishing(
    builderPageRepository,
    clock,
    notifier,
    logger,
  );
  // Shared by every api node through PostgreSQL; one process's memory on PGlite.
  const loginThrottle =
    options.loginThrottle ??
    (database.pool ? LoginThrottle.postgres(database.pool) : LoginThrottle.memory());
  const proxyTrust = proxyTrustOfList(config.trustedProxies);
  // Customer accounts (ADR 0024): limits in the database, links to the storefront.
  const mail = new MailQueue(db, clock);
  const captcha = createCaptchaService(config.captcha, logger);
  const store = new StoreService(db, config);
  const rateLimiter = new RateLimiter(db, clock, config.rateLimitScale ?? 1);
  const customerLinks = new CustomerLinks(config.storefrontUrl);
  const customerRepository = new CustomerRepository(db);
  const newsletter = new NewsletterService(
    new NewsletterRepository(db),
    mail,
    customerLinks,
    rateLimiter,
    clock,
  );
  const mailFolder = outboxFolder(config.dataDir);
  const mailTransport =
    options.mailTransport ??
    (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : outboxTransport(mailFolder));
  const catalog = new CatalogService(db, clock, logger, {
    tidyAfterBulkWrite: (tables) => database.tidyAfterBulkWrite(tables),
  });
  const customerAddresses = new AddressService(
    new AddressRepository(db),
    customerRepository,
    clock,
  );
  const carts = new CartService(db, catalog, customerAddresses, new SalesRuleService(db), clock);
  // Orders, payments and autoship (ADR 0033) price and change carts through the cart service.
  const orderServices = createOrderServices({
    db,
    config,
    clock,
    logger,
    mail,
    rateLimiter,
    store,
    carts: () => carts,
  });
  const services: Services = {
    ...orderServices,
    store,
    editors: new EditorService(db, clock, loginThrottle, {
      sessionMs: config.editorSessionMs,
      argon2: config.argon2,
    }),
    builderPages: new BuilderPageService(
      builderPageRepository,
      clock,
      new PreviewTokens(previewSecret, config.previewTokenTtlMs),
      notifier,
    ),
    builderPagePublishing,
    scheduledPublishing: new ScheduledPublishingService(
      builderPageRepository,
      builderPagePublishing,
      clock,
      notifier,
      logger,
    ),
    presence: new PresenceService(db, clock),
    media: new MediaService(
      db,
      clock,
      createMediaStorage(config.mediaStorage, mediaDir),
      {
        maxImageBytes: config.maxImageBytes,
        maxVideoBytes: config.maxVideoBytes,
        maxImagePixels: config.maxImagePixels,
      },
      logger,
    ),
    catalog,
    urlRewrites: new UrlRewriteService(db),
    cms: new CmsService(db, logger),
    directory: new DirectoryService(db),
    analytics: new AnalyticsService(config.analytics ?? {}),
    mail,
    captcha,
    trs: new TrsService(db, clock, captcha, mail),
    ageVerification: createAgeVerificationService({
      db,
      customers: customerRepository,
      minimumAgeOf: async (code) => (await store.get(code))?.minimumAge ?? 18,
      config: config.ageVerification,
      clock,
      logger,
    }),
    customers: new CustomerService(
      customerRepository,
      newsletter,
      mail,
      customerLinks,
      rateLimiter,
      clock,
      { sessionMs: config.customerSessionMs ?? 60 * 60_000, argon2: config.argon2 },
    ),
    customerAddresses,
    newsletter,
    rateLimiter,
    mailWorker: new MailWorker(new MailRepository(db), mailTransport, clock, logger, {
      from: config.mail.from,
    }),
    storeLocator: new StoreLocatorService(db),
    carts,
  };

  const introspection = config.introspection ?? process.env.NODE_ENV !== 'production';
  const armor = new EnvelopArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: process.env.NODE_ENV === 'production' },
  });

  const yoga = createYoga<RequestInfo & GraphQLContext>({
    schema: createSchema<GraphQLContext>({
      typeDefs,
      // Rate limit guards outside the captcha guards: a refused client gets no CAPTCHA check.
      resolvers: withRateLimitGuards({
        JSON: jsonScalar,
        ...withCaptchaGuards(
          mergeResolvers(
            storeResolvers,
            editorResolvers,
            builderPageResolvers,
            schedulerResolvers,
            presenceResolvers,
            mediaResolvers,
            catalogResolvers,
            urlRewriteResolvers,
            cmsResolvers,
            directoryResolvers,
            analyticsResolvers,
            customerResolvers,
            addressResolvers,
            newsletterResolvers,
            captchaResolvers,
            trsResolvers,
            ageVerificationResolvers,
            storeLocatorResolvers,
            cartResolvers,
            orderResolvers,
            autoshipResolvers,
          ),
        ),
      }) as SchemaResolvers,
    }),
    graphqlEndpoint: '/graphql',
    cors: false,
    multipart: false,
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    maskedErrors: {
      // Our own errors (GraphQLError with a Magento category) pass; anything else is a bug:
      // logged here in full, and the client sees yoga's generic message.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        // A database restart is not a bug: the client gets a categorised "try again".
        if (isDatabaseUnavailable(original)) {
          logger.warn('A GraphQL operation lost the database', { error: original });
          return databaseUnavailableError();
        }
        if (original && !(original instanceof GraphQLError)) {
          logger.error('Unexpected error in a GraphQL operation', { error: original });
        }
        return maskError(error, message, isDev);
      },
    },
    plugins: [
      ...armor.protect().plugins,
      useMaxJsonFields(),
      useRefuseNul(),
      useKeepInputCategory(),
      useRetryAfterHeader(),
      usePlaceOrderErrors(),
      ...(introspection ? [] : [useDisableIntrospection()]),
    ],
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => logger.warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => logger.error(args.map(String).join(' ')),
    },
  });

  async function route(request: Request, info: RequestInfo): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    // Liveness (ADR 0038): the process answers; no database, so a database outage does not
    // make an orchestrator restart every api process.
    if (pathname === '/live') return Response.json({ status: 'ok' });
    if (pathname === '/health') {
      try {
        await db.execute(sql`select 1`);
        return Response.json({ status: 'ok' });
      } catch (error) {
        logger.error('Health check: the database does not answer', { error });
        return Response.json({ status: 'error' }, { status: 503 });
      }
    }
    // Readiness: send traffic here only while the database answers and has this build's
    // migrations (a load balancer takes the process out of rotation otherwise).
    if (pathname === '/ready') {
      try {
        if (!(await migrationsApplied(db, migrationsFolder))) {
          return Response.json(
            { status: 'error', reason: 'migrations-pending' },
            { status: 503, headers: { 'cache-control': 'no-store' } },
          );
        }
        return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
      } catch (error) {
        logger.error('Readiness check: the database does not answer', { error });
        return Response.json(
          { status: 'error', reason: 'database' },
          { status: 503, headers: { 'cache-control': 'no-store' } },
        );
      }
    }
    if (pathname === '/graphql') {
      if (request.method === 'POST') {
        const type = (request.headers.get('content-type') ?? '').toLowerCase();
        if (!type.startsWith('application/json') && !type.startsWith('application/graphql+json')) {
          return jsonError(415, 'Send GraphQL requests as POST with a JSON body.', 'graphql-input');
        }
        if (Number(request.headers.get('content-length') ?? '0') > MAX_GRAPHQL_BODY_BYTES) {
          return jsonError(413, 'The request is too large.', 'graphql-input');
        }
      }
      const context = createContext(info, { config, clock, logger, services });
      const response = await yoga.fetch(request, context);
      for (const cookie of info.responseCookies) response.headers.append('set-cookie', cookie);
      info.responseHeaders.forEach((value, key) => response.headers.set(key, value));
      // SPEC §7: the storefront times the session from x-session-lifetime. Looked up after the
      // operation, so a revoked or replaced token gets no header.
      if (info.credential?.source === 'bearer' && !info.responseHeaders.has('x-session-lifetime')) {
        const session = await Promise.resolve()
          .then(() => services.customers.sessionFor(info.credential!.token, context.storeView()))
          .catch(() => null);
        if (session) {
          response.headers.set(
            'x-session-lifetime',
            String(services.customers.secondsLeft(session)),
          );
        }
      }
      return response;
    }
    if (pathname === '/media' && request.method === 'POST') {
      const editor = info.credential
        ? await services.editors.editorForToken(info.credential.token)
        : null;
      return handleMediaUpload(
        request,
        editor,
        services.media,
        Math.max(config.maxImageBytes, config.maxVideoBytes),
        rateLimiter,
      );
    }
    if (pathname.startsWith('/media/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveMediaFile(request, pathname.slice('/media/'.length), services.media, [
        mediaFolderForSeeds,
      ]);
    }
    if (config.mail.outboxViewer) {
      const outbox = await outboxResponse(request, mailFolder);
      if (outbox) return outbox;
    }
    return new Response('Not found', { status: 404 });
  }

  return {
    services,
    async fetch(request, connection) {
      const origin = request.headers.get('origin');
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: preflightHeaders(origin, config.allowedOrigins),
        });
      }
      const credential = readEditorCredential(request);
      let response: Response;
      if (isCrossSiteCookieRequest(request, credential, config.allowedOrigins)) {
        response = jsonError(
          403,
          `Requests from ${origin} are not allowed to use the editor session.`,
          'graphql-authorization',
        );
      } else {
        const info: RequestInfo = {
          request,
          clientAddress: clientAddressOf(request, connection?.remoteAddress, proxyTrust),
          credential,
          responseCookies: [],
          secureCookies: isSecureCookieRequest(
            request,
            connection?.remoteAddress,
            proxyTrust,
            config.cookieSecure,
          ),
          responseHeaders: new Headers(),
        };
        try {
          response = await route(request, info);
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            // Uploads and other non-GraphQL routes during a database restart: retry later.
            logger.warn('A request lost the database', {
              path: new URL(request.url).pathname,
              error,
            });
            response = databaseUnavailableResponse();
          } else {
            logger.error('Request failed', {
              path: new URL(request.url).pathname,
              error,
            });
            response = jsonError(500, 'Internal server error', 'graphql-input');
          }
        }
      }
      corsHeaders(origin, config.allowedOrigins).forEach((value, key) => {
        response.headers.set(key, value);
      });
      applyBaselineHeaders(response.headers);
      return response;
    },
    async initialise() {
      await database.migrate(migrationsFolder);
      await services.store.seed();
      const media = await services.media.seedFolder(mediaFolderForSeeds, seedLedger);
      // Catalogue before content: CMS and custom rewrites may point at products and categories.
      await services.directory.seed();
      await services.catalog.seed();
      await services.cms.seed();
      await services.storeLocator.seed();
      await services.carts.salesRules.seed();
      const pages = await seedPages(
        builderPagePublishing,
        options.seedContentFolder ?? seedContentFolder,
        logger,
        seedLedger,
      );
      const siteFooters = await seedSiteFooters(
        builderPagePublishing,
        options.seedSiteFooterFolder ?? seedSiteFooterFolder,
        logger,
        seedLedger,
      );
      if (media || pages || siteFooters) {
        logger.info('Seeded demo content', { media, pages, siteFooters });
      }
      await services.editors.ensureStartupAccount(config.bootstrapEditor, config.dataDir, logger);
    },
    startScheduler() {
      return startScheduler(
        () => services.scheduledPublishing.publishDuePages(),
        config.schedulerIntervalMs,
        logger,
      );
    },
    startAutoshipScheduler() {
      return startScheduler(
        async () => {
          const { placed, failed } = await services.autoship.runDue();
          return { published: placed, failed };
        },
        config.payments?.autoshipIntervalMs ?? 60_000,
        logger,
      );
    },
    startMailWorker() {
      return startMailWorker(services.mailWorker, config.mail.intervalMs, logger);
    },
    close: async () => {
      services.mailWorker.close();
      await database.close();
    },
  };
}
