/** @vitest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopLink } from './shop-link';
import { SoftNavigation, inStoreView } from './soft-navigation';

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

const PREFIXES = ['/ie', '/ca'];

function page(prefix = '') {
  window.history.replaceState(null, '', `${prefix}/devices`);
  return render(
    <>
      <SoftNavigation pathPrefix={prefix} pathPrefixes={PREFIXES} />
      <ShopLink href={`${prefix}/e-liquids?sort=price_asc`}>Shop link</ShopLink>
      <ShopLink href="/ie/e-liquids">Other store view</ShopLink>
      <ShopLink href={`${prefix}/manual.pdf`} download>
        Download
      </ShopLink>
      <ShopLink href={`${prefix}/e-liquids`} target="_blank">
        New tab
      </ShopLink>
      <ShopLink href="https://elsewhere.example/e-liquids">Elsewhere</ShopLink>
      <a href={`${prefix}/plain`}>Plain link</a>
    </>,
  );
}

/** Whether the browser would follow the link itself (nothing prevented the default). */
function clickFollowsNatively(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByText(name), { button: 0, ...init });
}

describe('soft navigation of shop links', () => {
  beforeEach(() => {
    push.mockReset();
    prefetch.mockReset();
  });

  it('a shop link renders a plain link, so it works without JavaScript', () => {
    render(<ShopLink href="/e-liquids">Liquids</ShopLink>);
    expect(screen.getByRole('link', { name: 'Liquids' })).toHaveAttribute('href', '/e-liquids');
  });

  it('a plain click on a shop link navigates client-side through the router', () => {
    page();
    expect(clickFollowsNatively('Shop link')).toBe(false);
    expect(push).toHaveBeenCalledWith('/e-liquids?sort=price_asc');
  });

  it('modifier keys, other buttons, targets, downloads, other origins and plain links stay native', () => {
    page();
    expect(clickFollowsNatively('Shop link', { ctrlKey: true })).toBe(true);
    expect(clickFollowsNatively('Shop link', { metaKey: true })).toBe(true);
    expect(clickFollowsNatively('Shop link', { shiftKey: true })).toBe(true);
    expect(clickFollowsNatively('Shop link', { button: 1 })).toBe(true);
    expect(clickFollowsNatively('New tab')).toBe(true);
    expect(clickFollowsNatively('Download')).toBe(true);
    expect(clickFollowsNatively('Elsewhere')).toBe(true);
    expect(clickFollowsNatively('Plain link')).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('a link to another store view loads the page (its layout and language differ)', () => {
    page();
    expect(clickFollowsNatively('Other store view')).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(inStoreView('/ie/e-liquids', '/ie', PREFIXES)).toBe(true);
    expect(inStoreView('/e-liquids', '/ie', PREFIXES)).toBe(false);
    expect(inStoreView('/ied', '', PREFIXES)).toBe(true);
  });

  it('prefetches a shop link once when the pointer or the focus comes to it', () => {
    page('/ie');
    const link = screen.getByText('Shop link');
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/ie/e-liquids?sort=price_asc');
  });
});
