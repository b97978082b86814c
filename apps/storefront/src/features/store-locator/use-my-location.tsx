'use client';

import { useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';

const subscribe = () => () => undefined;

/**
 * "Use my location" (SPEC §2.5 coordinates): asks the browser for its position and loads the page
 * with `?lat=&lng=`, which the server turns into the list. Shown only where scripts run and the
 * browser can locate; without it, the coordinates form does the same by hand.
 */
export function UseMyLocation({
  action,
  label,
  locatingLabel,
  failedLabel,
}: {
  /** The page's own path (with the store view's prefix). */
  action: string;
  label: string;
  locatingLabel: string;
  failedLabel: string;
}) {
  const router = useRouter();
  const supported = useSyncExternalStore(
    subscribe,
    () => 'geolocation' in navigator,
    () => false,
  );
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  if (!supported) return null;

  function locate() {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        // Five decimals is about a metre: enough, and the URL stays short.
        const lat = position.coords.latitude.toFixed(5);
        const lng = position.coords.longitude.toFixed(5);
        router.push(`${action}?lat=${lat}&lng=${lng}`);
      },
      () => setState('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="ls-locator-geo">
      <button
        type="button"
        className="ls-button ls-button-secondary"
        onClick={locate}
        disabled={state === 'locating'}
        data-testid="locator:use-my-location"
      >
        {state === 'locating' ? locatingLabel : label}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="ls-locator-error">
          {failedLabel}
        </p>
      ) : null}
    </div>
  );
}
