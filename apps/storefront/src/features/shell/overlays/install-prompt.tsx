'use client';

import { useEffect, useState } from 'react';

/** localStorage key: the shopper said "not now" to adding the shop to the home screen. */
export const INSTALL_PROMPT_DISMISSED_KEY = 'installPromptDismissed';

/** The browser's install event (Chromium's BeforeInstallPromptEvent; not in TypeScript's DOM). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptStrings {
  title: string;
  text: string;
  install: string;
  dismiss: string;
}

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC §2.2 add-to-home-screen prompt: a small fixed card when the browser fires
 * `beforeinstallprompt` (the web app manifest is app/manifest.ts); dismissing it is remembered.
 */
export function InstallPrompt({ strings }: { strings: InstallPromptStrings }) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (dismissedBefore()) return;
    const onPrompt = (installEvent: Event) => {
      // Keep the browser's own mini-bar away; the shop asks in its own words.
      installEvent.preventDefault();
      setEvent(installEvent as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!event) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Asked again on a later visit.
    }
    setEvent(null);
  }

  return (
    <aside
      className="ls-install-prompt"
      aria-label={strings.title}
      data-testid="shell:install-prompt"
    >
      <p className="ls-install-title">{strings.title}</p>
      <p className="ls-install-text">{strings.text}</p>
      <div className="ls-install-actions">
        <button
          type="button"
          className="ls-button ls-button-primary"
          onClick={() => {
            void event.prompt().catch(() => undefined);
            setEvent(null);
          }}
        >
          {strings.install}
        </button>
        <button type="button" className="ls-button ls-button-secondary" onClick={dismiss}>
          {strings.dismiss}
        </button>
      </div>
    </aside>
  );
}
