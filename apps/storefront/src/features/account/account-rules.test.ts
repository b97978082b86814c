import { describe, expect, it } from 'vitest';
import { accountTransitions, ACCOUNT_LOAD_ERROR, initialAccount } from '../client-state/slices';
import { withoutEmptyAddresses } from './forms/form-values';
import { accountMenuVariant, afterLogout } from './header/account-menu-rules';
import { referralCodeParam } from './referral';
import { safeReturnPath } from './return-path';
import { hasSessionMarker } from './session-marker';

const base = {
  federalVapingRules: false,
  ageVerificationEnabled: false,
  isLoading: false,
  isLoggedIn: false,
  isAgeVerified: false,
};

describe('header account variants (SPEC §2.3, §4 federal rules)', () => {
  it('hides the menu while the account loads', () => {
    expect(accountMenuVariant({ ...base, isLoading: true, federalVapingRules: true })).toBe(
      'hidden',
    );
  });

  it('federal guests get Login and Create Account; other guests the default', () => {
    expect(accountMenuVariant({ ...base, federalVapingRules: true })).toBe('federal-guest');
    expect(accountMenuVariant(base)).toBe('guest');
  });

  it('federal rules apply to a customer only with verification enabled and the quote unverified', () => {
    const customer = {
      ...base,
      isLoggedIn: true,
      federalVapingRules: true,
      ageVerificationEnabled: true,
    };
    expect(accountMenuVariant(customer)).toBe('federal-customer');
    expect(accountMenuVariant({ ...customer, isAgeVerified: true })).toBe('customer');
    expect(accountMenuVariant({ ...customer, ageVerificationEnabled: false })).toBe('customer');
    expect(accountMenuVariant({ ...customer, federalVapingRules: false })).toBe('customer');
  });
});

describe('after logout (SPEC §4 sequence, §2.3 country specifics)', () => {
  it('Canada goes to the logout-success page', () => {
    expect(afterLogout({ storeView: 'ca', pathname: '/ca/dashboard', pathPrefix: '/ca' })).toEqual({
      navigateTo: '/ca/customer/account/logoutSuccess',
      reload: false,
      notice: false,
    });
  });

  it('Switzerland shows the notice; dashboard pages reload', () => {
    expect(afterLogout({ storeView: 'ch', pathname: '/ch/faq', pathPrefix: '/ch' })).toEqual({
      reload: false,
      notice: true,
    });
    expect(
      afterLogout({ storeView: 'uk', pathname: '/dashboard/communication', pathPrefix: '' }),
    ).toEqual({
      reload: true,
      notice: false,
    });
  });
});

describe('SPEC §8 "Account load failure"', () => {
  it('logs out with the message, its GraphQL prefix removed, or the default', () => {
    const loggedIn = accountTransitions.loaded(initialAccount, {
      firstname: 'Ada',
      lastname: 'L',
      email: 'a@b.c',
      entity_id: 1,
    });
    const failed = accountTransitions.failed(loggedIn, new Error('GraphQL error: Token revoked'));
    expect(failed).toMatchObject({ isLoggedIn: false, data: null, errorMessage: 'Token revoked' });
    expect(accountTransitions.failed(loggedIn, new Error('')).errorMessage).toBe(
      ACCOUNT_LOAD_ERROR,
    );
    expect(ACCOUNT_LOAD_ERROR).toBe('An error occured when trying to log in');
  });
});

describe('return path after login', () => {
  it.each([
    ['/dashboard/communication', '/dashboard/communication'],
    ['/us/checkout?step=2', '/us/checkout?step=2'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['https://evil.example/', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['/a\nb', '/fallback'],
    ['', '/fallback'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback')).toBe(expected);
  });

  it('ignores what is not a string or too long', () => {
    expect(safeReturnPath(['/a'], '/f')).toBe('/f');
    expect(safeReturnPath(`/${'a'.repeat(600)}`, '/f')).toBe('/f');
  });
});

describe('small account helpers', () => {
  it('reads the session marker cookie', () => {
    expect(hasSessionMarker('a=1; customer_session=1')).toBe(true);
    expect(hasSessionMarker('customer_session=0')).toBe(false);
    expect(hasSessionMarker('')).toBe(false);
  });

  it('keeps a referral code of the shared link, upper-cased', () => {
    expect(referralCodeParam('abc123')).toBe('ABC123');
    expect(referralCodeParam('a%20b')).toBe(null);
    expect(referralCodeParam('%ff')).toBe(null);
  });

  it('leaves blank optional addresses out of a registration', () => {
    expect(
      withoutEmptyAddresses({
        email: 'a@b.c',
        driving_address: { street: ['', ''], city: '', postcode: '' },
        electoral_address: { street: ['1 Way'], city: 'Leeds', postcode: 'LS1 1AA' },
        street: ['', ''],
        city: '',
      }),
    ).toEqual({
      email: 'a@b.c',
      driving_address: undefined,
      electoral_address: { street: ['1 Way'], city: 'Leeds', postcode: 'LS1 1AA' },
      street: undefined,
      city: undefined,
    });
  });
});
