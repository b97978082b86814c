'use client';

import { browserOnlyIsland } from './lazy-island';

/**
 * The client platform renders nothing (unless it fails to start), so its code, with the client
 * state and GraphQL client it wires up, loads right after the page has hydrated instead of with
 * it (ADR 0052). Its first page_view and the visitor codes are read when it arrives.
 */
export const ClientPlatformRuntime = browserOnlyIsland(() =>
  import('./client-platform').then((module) => module.ClientPlatformRuntime),
);
