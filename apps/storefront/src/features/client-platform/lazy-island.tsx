'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * An island that renders nothing until something happens in the browser (a queued popup, a
 * timer), with its code out of every page's first load (ADR 0046): not rendered on the server,
 * its chunk fetched once the page has hydrated. A plain import() in an effect rather than
 * next/dynamic, whose loader runtime would itself join every page's first load.
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
