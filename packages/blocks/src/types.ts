import type { ReactNode } from 'react';
import type { BlockDefinition, StoreViewCode } from '@lumo/block-schema';
import type { BlockText } from './text';

export type RenderMode = 'live' | 'editor';

/**
 * What a block knows about where it is rendered. Passed explicitly (no React context) so the same
 * components work in React Server Components, in server rendering and on the editor's canvas.
 */
export interface RenderContext {
  storeView: StoreViewCode;
  /** Position among the page's top-level blocks; children share their parent's index. */
  index: number;
  /** Adds the store view's prefix to internal paths ("/devices" -> "/gr/devices"); URLs stay. */
  linkTo(path: string): string;
  mode: RenderMode;
  /**
   * Origin that relative media URLs ("/media/x.webp") are served from, when it is not the page's
   * own origin (the editor runs on another port than the api). '' means same origin.
   */
  mediaBaseUrl: string;
  /**
   * The moment the page is rendered (ISO 8601, so it crosses into client components): the one
   * clock of rendering, for the footer's year and for countdowns and schedules. Blocks never read
   * the system clock; `renderTime(context)` gives it as a Date.
   */
  now: string;
  /**
   * The UI strings blocks write themselves, in the page's language (ADR 0019): the storefront
   * fills them from its translations, the editor and tests get the English defaults.
   */
  text: BlockText;
  /**
   * A resized copy of a same-origin image (`/media/...`) at the given pixel width, or undefined
   * when there is none. The storefront gives it (Next.js's image optimizer, ADR 0054) so the
   * likely LCP image gets a srcset; the editor and tests do not, and write plain <img src>.
   */
  imageVariant?: (src: string, width: number) => string | undefined;
}

/**
 * The part of the context that can cross the server/client boundary (functions cannot be
 * serialised into client components). Client blocks rebuild `linkTo` with createRenderContext.
 */
export type SerializableRenderContext = Omit<RenderContext, 'linkTo' | 'imageVariant'>;

/** Props of a server-safe block: a plain, synchronous, hook-free function component. */
export interface BlockComponentProps<P> {
  id: string;
  props: P;
  children?: ReactNode;
  context: RenderContext;
}

/** Props of an interactive block (lives in a 'use client' file). */
export interface ClientBlockComponentProps<P> {
  id: string;
  props: P;
  children?: ReactNode;
  context: SerializableRenderContext;
}

export type ServerBlockComponent<P> = (props: BlockComponentProps<P>) => ReactNode;
export type ClientBlockComponent<P> = (props: ClientBlockComponentProps<P>) => ReactNode;

/**
 * One entry of the component registry. `server` components are called by the renderer itself
 * (inside try/catch) and ship no JavaScript; `client` components are hydrated on the storefront
 * and wrapped in an error boundary.
 */
export type BlockRegistryEntry =
  | {
      kind: 'server';
      definition: BlockDefinition;
      // Props are validated against the definition's schema before the component is called.
      component: ServerBlockComponent<never>;
    }
  | {
      kind: 'client';
      definition: BlockDefinition;
      component: ClientBlockComponent<never>;
    };
