import { describe, expect, it } from 'vitest';
import {
  parseShellParam,
  shellPartsFor,
  shellRouteParam,
  shellVariantFor,
  withShellVariant,
} from './shell-parts';

describe('shellPartsFor (SPEC §2.2 header rules)', () => {
  it.each([
    ['uk', '/', 'standard'],
    ['uk', '/devices/pods', 'standard'],
    ['uk', '/checkout', 'checkout'],
    ['uk', '/checkout/cart', 'checkout'],
    ['gr', '/checkout/onepage', 'checkout'],
    ['us', '/checkout/success-payment', 'checkout'],
    ['uk', '/checkouts', 'standard'],
    ['uk', '/trs/abc123', 'trs-page'],
    ['uk', '/trs/abc123/', 'trs-page'],
    ['uk', '/trs', 'standard'],
    ['uk', '/trs/abc/def', 'standard'],
    ['uk', '/trs/register/confirm', 'trs-confirm'],
    ['uk', '/trs/register/confirm/', 'trs-confirm'],
  ] as const)('%s %s -> %s', (storeView, path, variant) => {
    expect(shellVariantFor(storeView, path)).toBe(variant);
  });

  it('keeps the standard header on checkout routes in Canada', () => {
    expect(shellPartsFor('ca', '/checkout/cart')).toMatchObject({
      header: 'standard',
      footer: true,
      ageBarrier: true,
    });
    expect(shellPartsFor('uk', '/checkout/cart')).toMatchObject({ header: 'checkout' });
  });

  it('shows no header, no footer and no age barrier on the exact TRS page route', () => {
    expect(shellPartsFor('us', '/trs/some-form')).toEqual({
      variant: 'trs-page',
      header: 'none',
      footer: false,
      ageBarrier: false,
    });
  });

  it('shows the age barrier but no header or footer on the TRS register-confirm route', () => {
    expect(shellPartsFor('us', '/trs/register/confirm')).toMatchObject({
      header: 'none',
      footer: false,
      ageBarrier: true,
    });
  });

  it('shows everything on an ordinary page', () => {
    expect(shellPartsFor('gr', '/')).toMatchObject({
      header: 'standard',
      footer: true,
      ageBarrier: true,
    });
  });
});

describe('the store view route param', () => {
  it('round-trips every variant', () => {
    for (const variant of ['standard', 'checkout', 'trs-page', 'trs-confirm'] as const) {
      expect(parseShellParam(shellRouteParam('gr', variant))).toEqual({
        storeView: 'gr',
        variant,
      });
    }
    expect(shellRouteParam('uk', 'standard')).toBe('uk');
    expect(parseShellParam('uk%7Echeckout')).toEqual({ storeView: 'uk', variant: 'checkout' });
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', 'xx', 'uk~', 'uk~other', 'uk~checkout~x', 'xx~checkout']) {
      expect(parseShellParam(value), String(value)).toBeUndefined();
    }
  });
});

describe('withShellVariant (the proxy rewrite)', () => {
  it('marks the store view segment with the variant of the visitor path', () => {
    expect(withShellVariant('/uk/checkout/cart', 'uk', '/checkout/cart')).toBe(
      '/uk~checkout/checkout/cart',
    );
    expect(withShellVariant('/us/~not-found', 'us', '/trs/x')).toBe('/us~trs-page/~not-found');
    expect(withShellVariant('/ca/checkout', 'ca', '/checkout')).toBe('/ca/checkout');
    expect(withShellVariant('/uk/devices', 'uk', '/devices')).toBe('/uk/devices');
    expect(withShellVariant('/uk', 'uk', '/checkout')).toBe('/uk~checkout');
  });
});
