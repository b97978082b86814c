import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What the editor tells screen-reader users after a keyboard command (a block moved, and
 * where to): shown in a polite live region, since the move itself is only visible.
 */
export interface Announcer {
  announce(message: string): void;
  subscribe(listener: () => void): () => void;
  current(): string;
}

export function createAnnouncer(): Announcer {
  let message = '';
  const listeners = new Set<() => void>();
  return {
    announce(next) {
      // A repeated message still has to be read again: toggle an invisible difference.
      message = next === message ? `${next}\u00a0` : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => message,
  };
}

const AnnouncerContext = createContext<Announcer | null>(null);

export const AnnouncerProvider = AnnouncerContext.Provider;

/** The page editor's announcer; outside one (stand-alone tests) announcements go nowhere. */
export function useAnnouncer(): Announcer | null {
  return useContext(AnnouncerContext);
}

/** The polite live region that reads the announcements. */
export function LiveAnnouncements({ announcer }: { announcer: Announcer }) {
  const message = useSyncExternalStore(announcer.subscribe, announcer.current);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="editor:announcement"
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {message}
    </div>
  );
}
