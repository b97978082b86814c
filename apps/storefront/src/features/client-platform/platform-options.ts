import type { LiveChatConfig } from '../live-chat/live-chat';

/** What the server hands the browser's platform (all strings already translated). */
export interface ClientPlatformOptions {
  storeView: string;
  pathPrefix: string;
  /** Every store view code (the cache clean removes each one's persisted state). */
  storeViews: readonly string[];
  analyticsScriptBaseUrl: string;
  liveChat: LiveChatConfig;
  failureTitle: string;
}
