'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps, feelTheMoovTabs } from '@lumo/block-schema';
import { createRenderContext } from '../../context';
import { BlockImage } from '../../shared/block-image';
import { BlockSection } from '../../shared/block-section';
import { Button } from '../../shared/button';
import { Markup } from '../../shared/markup';
import type { ClientBlockComponentProps } from '../../types';
import { blockHeadingLevel, domId, LevelHeading } from '../blocks-b-shared/section-header';

type FeelTheMoovTabsProps = BlockProps<typeof feelTheMoovTabs>;

/** Where a key press moves the selection in a horizontal tab list (WAI-ARIA tabs pattern). */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * SPEC §2.6 Feel-the-moov tabs: exactly one active tab, the first by default. Real ARIA tabs:
 * arrow keys, Home and End move between tabs (automatic activation), only the active tab is in
 * the tab order, and every panel is in the server HTML (inactive ones hidden).
 */
export function FeelTheMoovTabs({
  id,
  props,
  context: serializableContext,
}: ClientBlockComponentProps<FeelTheMoovTabsProps>) {
  const context = createRenderContext(serializableContext);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = props.tabItems;
  const baseId = domId(id);
  const active = Math.min(selected, tabs.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <BlockSection type="FeelTheMoovTabs" id={id} className="lb-tabs">
      <div className="lb-inner">
        <div className="lb-tabs__list" role="tablist" aria-label="Features" onKeyDown={onKeyDown}>
          {tabs.map((tab, position) => (
            <button
              key={position}
              ref={(element) => {
                tabRefs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${position}`}
              aria-controls={`${baseId}-panel-${position}`}
              aria-selected={position === active}
              tabIndex={position === active ? 0 : -1}
              className="lb-tabs__tab"
              onClick={() => setSelected(position)}
            >
              {tab.buttonText}
            </button>
          ))}
        </div>
        {tabs.map((tab, position) => {
          const href = context.linkTo(tab.tabHref);
          return (
            <div
              key={position}
              role="tabpanel"
              id={`${baseId}-panel-${position}`}
              aria-labelledby={`${baseId}-tab-${position}`}
              tabIndex={0}
              hidden={position !== active}
              className="lb-tabs__panel"
            >
              <div className="lb-tabs__content">
                {tab.heading ? (
                  <LevelHeading
                    level={blockHeadingLevel(context.index)}
                    className="lb-tabs__heading"
                  >
                    {tab.heading}
                  </LevelHeading>
                ) : null}
                <Markup html={tab.mainText} context={context} className="lb-tabs__text" />
                {tab.tabHrefText && href ? (
                  <Button variant="tertiary" href={href}>
                    {tab.tabHrefText}
                  </Button>
                ) : null}
              </div>
              <BlockImage
                className="lb-tabs__image"
                image={tab.image}
                context={context}
                fallbackSize={{ width: 800, height: 800 }}
                sizes="(max-width: 991px) 100vw, 560px"
              />
            </div>
          );
        })}
      </div>
    </BlockSection>
  );
}
