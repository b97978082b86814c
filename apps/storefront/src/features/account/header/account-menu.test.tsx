/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../shell/state/shell-store';
import { AccountMenu, type AccountMenuStrings } from './account-menu';

const strings: AccountMenuStrings = {
  account: 'Account',
  login: 'Login',
  createAccount: 'Create Account',
  myAccount: 'My Account',
  dashboard: 'Dashboard',
  accountDetails: 'Account details',
  ageVerification: 'Age verification',
  logout: 'Logout',
  logoutFailed: 'Logout failed',
  seeYou: 'See you',
  loggedOut: 'You are now logged out',
  close: 'Close',
};

const customer = {
  prefix: null,
  suffix: null,
  firstname: 'Ada',
  lastname: 'L',
  gender: null,
  email: 'ada@lumo.test',
  dob: null,
  phone: null,
  entity_id: 7,
  is_age_verified: false,
};

let storeCounter = 0;
function renderMenu(props: Partial<Parameters<typeof AccountMenu>[0]> = {}) {
  // A store view code per test: the client store is one per store view and page load.
  const logout = vi.fn(async () => ({ ok: true }));
  render(
    <AccountMenu
      storeView={props.storeView ?? `t${(storeCounter += 1)}`}
      pathPrefix={props.pathPrefix ?? '/us'}
      federalVapingRules={props.federalVapingRules ?? true}
      ageVerificationEnabled={props.ageVerificationEnabled ?? true}
      strings={strings}
      logout={props.logout ?? logout}
    />,
  );
  return { logout };
}

function answer(body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

describe('header account menu (SPEC §2.3, §4)', () => {
  beforeEach(() => {
    document.cookie = 'customer_session=; max-age=0';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useShellStore.getState().closeModal();
  });

  it('guests under federal rules see Login and Create Account, and no account is asked for', () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    renderMenu();
    expect(screen.getByTestId('header:login')).toHaveAttribute('href', '/us/login-page');
    expect(screen.getByTestId('header:create-account')).toHaveAttribute(
      'href',
      '/us/create-account',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unverified customer under federal rules gets My Account with Age verification', async () => {
    document.cookie = 'customer_session=1';
    vi.stubGlobal('fetch', answer({ data: { customer } }));
    renderMenu();
    await userEvent.click(await screen.findByTestId('header:my-account'));
    expect(screen.getByTestId('header:age-verification')).toHaveAttribute(
      'href',
      '/us/dashboard/equifax-verification',
    );
    expect(screen.queryByTestId('header:login')).toBeNull();
  });

  it('a verified customer has no Age verification entry', async () => {
    document.cookie = 'customer_session=1';
    vi.stubGlobal('fetch', answer({ data: { customer: { ...customer, is_age_verified: true } } }));
    renderMenu();
    await userEvent.click(await screen.findByTestId('header:my-account'));
    expect(screen.getByTestId('header:account-details')).toBeVisible();
    expect(screen.queryByTestId('header:age-verification')).toBeNull();
  });

  it('SPEC §8: a failed account load logs out with the message', async () => {
    document.cookie = 'customer_session=1';
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'GraphQL error: Token revoked' }] }));
    renderMenu();
    expect(await screen.findByTestId('header:account-error')).toHaveTextContent(/^Token revoked$/);
    expect(screen.getByTestId('header:login')).toBeVisible();
  });

  it('a token the api refuses is dropped with the cookies', async () => {
    document.cookie = 'customer_session=1';
    vi.stubGlobal(
      'fetch',
      answer({
        errors: [
          {
            message: "The current customer isn't authorized.",
            extensions: { category: 'graphql-authorization' },
          },
        ],
      }),
    );
    const { logout } = renderMenu();
    expect(await screen.findByTestId('header:account-error')).toBeVisible();
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it("Switzerland's logout: revoke, logged out, the 'See you' modal", async () => {
    document.cookie = 'customer_session=1';
    vi.stubGlobal('fetch', answer({ data: { customer } }));
    const { logout } = renderMenu({
      storeView: 'ch',
      pathPrefix: '/ch',
      federalVapingRules: false,
    });
    await userEvent.click(await screen.findByTestId('header:my-account'));
    await userEvent.click(screen.getByTestId('header:logout'));
    await waitFor(() => expect(useShellStore.getState().modal.open).toBe(true));
    expect(logout).toHaveBeenCalledWith('ch');
    expect(useShellStore.getState().modal.label).toBe('See you');
    expect(screen.getByTestId('header:account-link')).toHaveAttribute('href', '/ch/login');
  });
});
