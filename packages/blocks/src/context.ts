import {
  DEFAULT_STORE_VIEW,
  isSafeUrl,
  resolveStoreViewFromPath,
  withStorePrefix,
  type StoreViewCode,
} from '@lumo/block-schema';
import { completeBlockText, type BlockText } from './text';
import type { RenderContext, RenderMode, SerializableRenderContext } from './types';

export { isExternalUrl } from './urls';

export interface RenderContextInput {
  storeView: StoreViewCode;
  mode?: RenderMode;
  index?: number;
  mediaBaseUrl?: string;
  /**
   * When the page is rendered: whoever creates the context reads the clock (the storefront per
   * request, the editor when it opens a page, tests a fixed date), so blocks render purely.
   */
  now: Date | string;
  /** Block UI strings in the page's language; missing keys keep the English defaults. */
  text?: Partial<BlockText>;
  /** Resized copies of the page's own images (RenderContext.imageVariant); none without it. */
  imageVariant?: (src: string, width: number) => string | undefined;
}

/** Builds a full render context (with `linkTo`) from plain data. Pure: safe on server and client. */
export function createRenderContext(input: RenderContextInput): RenderContext {
  const storeView = input.storeView;
  return {
    storeView,
    mode: input.mode ?? 'live',
    index: input.index ?? 0,
    mediaBaseUrl: input.mediaBaseUrl ?? '',
    // toISOString throws on an invalid date: a broken clock is a bug of the caller, not a page.
    now: new Date(input.now).toISOString(),
    text: completeBlockText(input.text),
    linkTo: (path) => linkToStorePath(storeView, path),
    ...(input.imageVariant ? { imageVariant: input.imageVariant } : {}),
  };
}

/** The context's clock as a Date (a new one each call, so a block cannot change the context's). */
export function renderTime(context: Pick<RenderContext, 'now'>): Date {
  return new Date(context.now);
}

export function toSerializableContext(context: RenderContext): SerializableRenderContext {
  return {
    storeView: context.storeView,
    mode: context.mode,
    index: context.index,
    mediaBaseUrl: context.mediaBaseUrl,
    now: context.now,
    text: context.text,
  };
}

/**
 * "/devices?x=1#faq" in store view gr -> "/gr/devices?x=1#faq". Absolute URLs, anchors, mailto:
 * and tel: links are returned unchanged; unsafe URLs (javascript:, //host) become ''.
 */
export function linkToStorePath(storeView: StoreViewCode, href: string): string {
  const url = href.trim();
  if (!url || !isSafeUrl(url)) return '';
  if (!url.startsWith('/')) return url;
  const suffixStart = url.search(/[?#]/);
  const path = suffixStart === -1 ? url : url.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : url.slice(suffixStart);
  // An editor who typed the prefix already ("/gr/devices" on a gr page) gets it once, not twice.
  const { storeView: alreadyIn } = resolveStoreViewFromPath(path);
  if (alreadyIn === storeView && storeView !== DEFAULT_STORE_VIEW) return `${path}${suffix}`;
  return `${withStorePrefix(storeView, path)}${suffix}`;
}

/** Resolves a stored media URL ("/media/x.webp") against the context's media origin. */
export function mediaUrl(context: Pick<RenderContext, 'mediaBaseUrl'>, url: string): string {
  if (!url || !isSafeUrl(url)) return '';
  if (context.mediaBaseUrl && url.startsWith('/')) {
    return `${context.mediaBaseUrl.replace(/\/$/, '')}${url}`;
  }
  return url;
}
