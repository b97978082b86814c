import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feelTheMoovTabs } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf, testContext } from '../../test/fixtures';
import { FeelTheMoovTabs } from './feel-the-moov-tabs';
import { FeelTheMoovTabsController } from './feel-the-moov-tabs-controller';
import { nextTabIndex } from './tab-keys';

function renderTabs(storeView: 'uk' | 'gr' = 'uk') {
  render(
    <BuilderPage page={pageOf([exampleNode(feelTheMoovTabs, 'moov')])} storeView={storeView} />,
  );
  return screen.getAllByRole('tab');
}

function expectOnlyActive(tabs: HTMLElement[], active: number) {
  tabs.forEach((tab, position) => {
    expect(tab).toHaveAttribute('aria-selected', String(position === active));
    expect(tab).toHaveAttribute('tabindex', position === active ? '0' : '-1');
  });
  const panels = screen.getAllByRole('tabpanel', { hidden: true });
  expect(panels.filter((panel) => !panel.hidden)).toHaveLength(1);
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[active]!.id);
}

describe('FeelTheMoovTabs', () => {
  it('starts with exactly one active tab: the first', () => {
    const tabs = renderTabs();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Draw', 'Pods', 'Battery']);
    expectOnlyActive(tabs, 0);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Draw and go');
    expect(tabs[0]).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('switches tab on click', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[1]!);
    expectOnlyActive(tabs, 1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Click-in pods');
    expect(screen.getByRole('link', { name: 'See pods' })).toHaveAttribute(
      'href',
      '/eliquids/compact/2-pods',
    );
  });

  it('moves with arrow keys (wrapping), Home and End, and focus follows', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expectOnlyActive(tabs, 1);
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectOnlyActive(tabs, 0);
    await user.keyboard('{ArrowLeft}');
    expectOnlyActive(tabs, 2);
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expectOnlyActive(tabs, 0);
    await user.keyboard('{End}');
    expectOnlyActive(tabs, 2);
    await user.keyboard('{Tab}');
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('adds the store view prefix to panel links (rendered on the server)', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs('gr');
    await user.click(tabs[2]!);
    expect(screen.getByRole('link', { name: 'See the starter kit' })).toHaveAttribute(
      'href',
      '/gr/devices/compact/pod-vape-starter-kit',
    );
  });

  it('has every panel in the server HTML, only the first one visible', () => {
    const html = renderToString(
      <BuilderPage page={pageOf([exampleNode(feelTheMoovTabs, 'moov')])} storeView="gr" />,
    );
    const panels = html.match(/<div role="tabpanel"[^>]*>/g) ?? [];
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => panel.includes('hidden'))).toEqual([false, true, true]);
    expect(html).toContain('Charged in 60 minutes');
    expect(html).toContain('href="/gr/devices/compact/pod-vape-starter-kit"');
  });

  it('hands the browser part plain data only: labels and ids, no props or context', () => {
    const props = feelTheMoovTabs.schema.parse(feelTheMoovTabs.example);
    const tree = FeelTheMoovTabs({ id: 'moov 1', props, context: testContext({ index: 2 }) });
    const controller = findElement(tree, FeelTheMoovTabsController);
    expect(controller).toBeDefined();
    const { children, ...data } = controller!.props as Record<string, unknown>;
    expect(data).toEqual({
      baseId: 'moov-1',
      label: 'Features',
      tabLabels: ['Draw', 'Pods', 'Battery'],
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(children).toHaveLength(3);
  });

  it('nextTabIndex ignores other keys', () => {
    expect(nextTabIndex('Enter', 1, 3)).toBeUndefined();
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
  });
});

function findElement(node: ReactNode, type: unknown): ReactElement | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child as ReactNode, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  if (node.type === type) return node;
  return findElement((node.props as { children?: ReactNode }).children, type);
}
