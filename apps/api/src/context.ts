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
import type { DirectoryService } from './features/directory/directory-service';
import type { UrlRewriteService } from './features/url-rewrites/url-rewrite-service';
import type { ScheduledPublishingService } from './features/scheduler/scheduled-publishing';
import type { StoreLocatorService } from './features/store-locator/store-locator-service';
import { storeViewFromHeader, type StoreService } from './features/store/store-service';

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
  /** Shops and recycling drop-off points (ADR 0028). */
  storeLocator: StoreLocatorService;
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
  return {
    ...info,
    ...deps,
    currentEditor,
    requireEditor,
    async requireAdmin() {
      const found = await requireEditor();
      requireAdmin(found);
      return found;
    },
    storeView: () => storeViewFromHeader(info.request.headers.get('store')),
  };
}
