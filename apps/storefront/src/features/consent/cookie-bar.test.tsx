/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontStoreConfig } from '@/lib/api/store-config';
import { CONSENT_EVENT, CONSENT_INLINE_SCRIPT, HAS_CONSENT_CLASS, hasConsent } from './consent';
import { CookieBar } from './cookie-bar';

let cookieInfoDisabled: string | null = '0';
let configAvailable = true;
vi.mock('@/lib/api/store-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/store-config')>()),
  getStoreConfig: async () =>
    configAvailable ? ({ cookieInfoDisabled } as StorefrontStoreConfig) : null,
}));

async function renderBar(storeView: 'uk' | 'gr' = 'uk') {
  const element = await CookieBar({ storeView });
  return render(<>{element}</>);
}

describe('cookie info bar (SPEC §2.2, §5)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    cookieInfoDisabled = '0';
    configAvailable = true;
  });

  it.each(['0', 'false'])(
    'shows when the disable setting is %s, linking the privacy policy',
    async (value) => {
      cookieInfoDisabled = value;
      await renderBar('gr');
      const bar = screen.getByTestId('header:cookie-bar');
      expect(bar).toHaveAccessibleName('Πληροφορίες για τα cookies');
      expect(screen.getByRole('link', { name: 'Πολιτική απορρήτου' })).toHaveAttribute(
        'href',
        '/gr/privacy-policy',
      );
      expect(screen.getByTestId('cookie-bar:accept')).toHaveTextContent('Αποδοχή cookies');
    },
  );

  it.each(['1', 'true', null])('is not rendered when the disable setting is %s', async (value) => {
    cookieInfoDisabled = value;
    const { container } = await renderBar();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows when the store config cannot be read', async () => {
    configAvailable = false;
    await renderBar();
    expect(screen.getByTestId('header:cookie-bar')).toBeInTheDocument();
  });

  it('accepting stores cookieConsent, marks <html> and announces consent', async () => {
    const announced = vi.fn();
    window.addEventListener(CONSENT_EVENT, announced);
    await renderBar();
    await userEvent.click(screen.getByTestId('cookie-bar:accept'));
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      accepted: true,
    });
    expect(hasConsent()).toBe(true);
    expect(document.documentElement).toHaveClass(HAS_CONSENT_CLASS);
    expect(announced).toHaveBeenCalledOnce();
  });

  it('the inline script marks <html> before paint only when consent is stored', () => {
    new Function(CONSENT_INLINE_SCRIPT)();
    expect(document.documentElement).not.toHaveClass(HAS_CONSENT_CLASS);
    localStorage.setItem('cookieConsent', 'not json');
    new Function(CONSENT_INLINE_SCRIPT)();
    expect(document.documentElement).not.toHaveClass(HAS_CONSENT_CLASS);
    localStorage.setItem('cookieConsent', JSON.stringify({ accepted: true, at: 'x' }));
    new Function(CONSENT_INLINE_SCRIPT)();
    expect(document.documentElement).toHaveClass(HAS_CONSENT_CLASS);
  });
});
