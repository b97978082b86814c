import { describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../client-state/fake-storage';
import { captureVisitorCodes, promoCodeOf, referralCodeOf } from './visitor-codes';

describe('promo and referral codes (SPEC §4, §3.6 aw-raf-referral)', () => {
  it('reads the promo code from ?coupon_code=', () => {
    expect(promoCodeOf('?coupon_code=SPRING10&utm_source=x')).toBe('SPRING10');
    expect(promoCodeOf('?coupon_code=')).toBeNull();
    expect(promoCodeOf('?coupon_code=<script>')).toBeNull();
  });

  it('reads the referral code from /create-account/{awraf} or ?awraf=', () => {
    expect(referralCodeOf('/create-account/FRIEND42', '')).toBe('FRIEND42');
    expect(referralCodeOf('/gr/create-account/FRIEND42/', '')).toBe('FRIEND42');
    expect(referralCodeOf('/devices', '?awraf=ABC')).toBe('ABC');
    expect(referralCodeOf('/create-account', '')).toBeNull();
  });

  it('stores the codes the URL carries on each navigation, and nothing otherwise', async () => {
    const storage = new FakeStorage();
    const sinks = { setPromoCode: vi.fn(), setRefererCode: vi.fn() };
    await captureVisitorCodes(
      { pathname: '/create-account/FRIEND42', search: '?coupon_code=X1' },
      sinks,
      storage,
    );
    await captureVisitorCodes({ pathname: '/devices', search: '' }, sinks, storage);
    expect(sinks.setPromoCode.mock.calls).toEqual([['X1']]);
    expect(sinks.setRefererCode.mock.calls).toEqual([['FRIEND42']]);
    expect(storage.getItem('aw-raf-referral')).toBe('FRIEND42');
  });
});
