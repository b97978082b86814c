'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * Islands whose code is not part of every page's first load (ADR 0046). A route's client
 * modules all join the chunks every page of the route loads; an island behind `import()` gets a
 * chunk of its own, fetched only where it is shown. React's own lazy and Suspense rather than
 * next/dynamic, whose runtime would itself join every page's first load.
 */

/**
 * Rendered on the server as usual; the browser fetches the island's code when it hydrates it, on
 * the pages that show it. Until then the server's markup stays (links and forms work without
 * JavaScript).
 */
export function serverRenderedIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Island = lazy(async () => ({ default: await load() }));
  function ServerRenderedIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  }
  return ServerRenderedIsland;
}

/**
 * For islands that render nothing until something happens in the browser (a queued popup, a
 * timer): not rendered on the server, code fetched once the page has hydrated.
 */
export function browserOnlyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  function BrowserOnlyIsland(props: Props) {
    const [Island, setIsland] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let mounted = true;
      load()
        .then((component) => {
          if (mounted) setIsland(() => component);
        })
        .catch((error: unknown) => console.error('An island failed to load', error));
      return () => {
        mounted = false;
      };
    }, []);
    return Island ? <Island {...props} /> : null;
  }
  return BrowserOnlyIsland;
}
