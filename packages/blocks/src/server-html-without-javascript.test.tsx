import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  accordion,
  BUILDER_BLOCK_ERROR_MESSAGE,
  feelTheMoovTabs,
  heroSecondary,
  quoteBlock,
  vapingJustClicked,
  warningBannerBlock,
  type BlockNode,
} from '@lumo/block-schema';
import { BuilderPage } from './render-page';
import { exampleNode, pageOf } from './test/fixtures';

/**
 * Penetration-test finding: interactive blocks showed 'Builder block error :( Check console for
 * details' in the server HTML until JavaScript arrived. The storefront streams its HTML; once a
 * page has sent ~12.8 kB, React sends a Suspense boundary's fallback in place of its content and
 * the content in a hidden <div>, moved in by an inline script. The islands' fallback was the
 * error, so visitors without JavaScript saw it on healthy blocks.
 */

/** Streams like the storefront does, after a header big enough for React to outline boundaries. */
async function streamPage(blocks: BlockNode[]): Promise<string> {
  const page: ReactElement = (
    <>
      <header>{'Shop header and navigation. '.repeat(600)}</header>
      <BuilderPage page={pageOf(blocks)} />
    </>
  );
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

/** What a browser without JavaScript shows: no scripts run, hidden elements stay hidden. */
function visibleWithoutJavaScript(html: string): HTMLElement {
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll('script, template, [hidden]').forEach((element) => element.remove());
  return document.body;
}

const ACCORDION = exampleNode(accordion, 'faq', {}, [
  exampleNode(quoteBlock, 'inside', { text: 'A block inside the accordion' }),
]);
const TABS = exampleNode(feelTheMoovTabs, 'tabs');
const HERO = exampleNode(heroSecondary, 'hero');
const INTRO = exampleNode(vapingJustClicked, 'intro');
const BANNER = exampleNode(warningBannerBlock, 'warning', { withCloseButtonAction: true });

describe('server HTML of interactive blocks, without JavaScript', () => {
  it('really is outlined by the streaming renderer (the situation of the finding)', async () => {
    const html = await streamPage([ACCORDION]);
    expect(html).toMatch(/<div hidden id="S:\d+">/);
  });

  it.each([
    ['Accordion', ACCORDION],
    ['FeelTheMoovTabs', TABS],
    ['HeroSecondary', HERO],
    ['VapingJustClicked', INTRO],
    ['WarningBannerBlock', BANNER],
  ])('%s shows its block, never the error', async (type, node) => {
    const html = await streamPage([node]);
    const visible = visibleWithoutJavaScript(html);
    expect(visible.textContent).not.toContain(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(visible.querySelector('[data-testid="block-error"]')).toBeNull();
    expect(visible.querySelector(`[data-testid="block:${type}"]`)).not.toBeNull();
  });

  it('shows the accordion title, text and child blocks', async () => {
    const visible = visibleWithoutJavaScript(await streamPage([ACCORDION]));
    expect(visible.textContent).toContain('How long does a full charge take?');
    expect(visible.textContent).toContain('About 60 minutes');
    expect(visible.textContent).toContain('A block inside the accordion');
  });

  it('shows the accordion text even when it starts closed (nothing could open it)', async () => {
    const closed = exampleNode(accordion, 'faq', { initClosed: true });
    const visible = visibleWithoutJavaScript(await streamPage([closed]));
    expect(visible.textContent).toContain('About 60 minutes');
  });

  it('shows every tab panel with its text, link and image', async () => {
    const visible = visibleWithoutJavaScript(await streamPage([TABS]));
    const tabItems = (feelTheMoovTabs.example as { tabItems: { heading: string }[] }).tabItems;
    for (const tab of tabItems) {
      expect(visible.textContent).toContain(tab.heading);
    }
    expect(visible.querySelector('a[href="/devices"]')).not.toBeNull();
    expect(visible.querySelectorAll('img.lb-tabs__image').length).toBe(tabItems.length);
  });

  it('keeps the hero text and its video button (too small to be outlined)', async () => {
    const visible = visibleWithoutJavaScript(await streamPage([HERO]));
    const hero = visible.querySelector('[data-testid="block:HeroSecondary"]');
    expect(hero?.textContent).toContain('What is vaping?');
    expect(hero?.textContent).toContain('Watch the two-minute guide');
    expect(hero?.textContent).toContain('Read the FAQ');
  });

  it('keeps the warning banner text and the scroll button as an in-page link', async () => {
    const visible = visibleWithoutJavaScript(await streamPage([BANNER, INTRO]));
    expect(visible.querySelector('[data-testid="block:WarningBannerBlock"]')?.textContent).toBe(
      visibleWithoutJavaScript(
        renderToString(<BuilderPage page={pageOf([BANNER])} />),
      ).querySelector('[data-testid="block:WarningBannerBlock"]')?.textContent,
    );
    const action = vapingJustClicked.example as { actionButtonText: string };
    const scroll = [...visible.querySelectorAll('a')].find(
      (a) => a.textContent === action.actionButtonText,
    );
    expect(scroll?.getAttribute('href')).toMatch(/^#.+/);
  });
});

describe('server HTML when nothing is outlined (small page)', () => {
  it('has the tabs with the first tab active and the accordion open', () => {
    const visible = visibleWithoutJavaScript(
      renderToString(<BuilderPage page={pageOf([TABS, ACCORDION])} />),
    );
    const tabs = visible.querySelectorAll('[role="tab"]');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('false');
    expect(visible.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    expect(visible.textContent).toContain('About 60 minutes');
    expect(visible.querySelector('[data-testid="block-error"]')).toBeNull();
  });
});
