'use client';

import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tab-keys';

export interface FeelTheMoovTabsControllerProps {
  /** Prefix of the tab and panel ids; already safe for id and aria attributes. */
  baseId: string;
  /** Accessible name of the tab list. */
  label: string;
  /** One label per tab, in order. */
  tabLabels: string[];
  /** The panels' content, rendered on the server: one child per tab, in the same order. */
  children?: ReactNode;
}

/**
 * The interactive part of FeelTheMoovTabs: which tab is active (the first on load), click, and
 * the WAI-ARIA tabs keyboard (arrows wrap, Home, End; automatic activation; only the active tab
 * is in the tab order). Every panel stays in the HTML, inactive ones hidden, so their text is
 * indexed. Receives plain data and server-rendered children only, and imports nothing but React,
 * to keep the storefront's JavaScript small.
 */
export function FeelTheMoovTabsController({
  baseId,
  label,
  tabLabels,
  children,
}: FeelTheMoovTabsControllerProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = Children.toArray(children);
  // In the editor a tab can be removed while a later one is active.
  const active = Math.max(0, Math.min(selected, tabLabels.length - 1));
  const tabId = (position: number) => `${baseId}-tab-${position}`;
  const panelId = (position: number) => `${baseId}-panel-${position}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, active, tabLabels.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div className="lb-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabLabels.map((tabLabel, position) => (
          <button
            key={position}
            ref={(element) => {
              tabRefs.current[position] = element;
            }}
            type="button"
            role="tab"
            id={tabId(position)}
            aria-controls={panelId(position)}
            aria-selected={position === active}
            tabIndex={position === active ? 0 : -1}
            className="lb-tabs__tab"
            onClick={() => setSelected(position)}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      {tabLabels.map((_, position) => (
        <div
          key={position}
          role="tabpanel"
          id={panelId(position)}
          aria-labelledby={tabId(position)}
          tabIndex={0}
          hidden={position !== active}
          className="lb-tabs__panel"
        >
          {panels[position]}
        </div>
      ))}
    </>
  );
}
