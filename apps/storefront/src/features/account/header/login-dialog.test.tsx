/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../shell/overlays/modal-host';
import { useShellStore } from '../../shell/state/shell-store';
import type { FormResult, FormValues } from '../forms/form-types';
import { opensInPlace } from '../../client-platform/plain-click';
import { AccountMenu, type AccountMenuStrings } from './account-menu';
import { loadLoginDialogForm } from './login-dialog-loader';
import type { LoginDialogActions, LoginDialogText } from './login-dialog-types';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

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

const text: LoginDialogText = {
  title: 'Log in',
  intro: 'Log in with your account.',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgotten your password?',
  newCustomer: 'New here?',
  createAccount: 'Create an account',
  form: {
    submit: 'Log in',
    pending: 'Please wait',
    errorSummary: 'Please fix the errors',
    messages: { 'account.errors.invalidValue': 'Invalid value' },
  },
  links: { forgotPassword: '/ch/customer/forgotpassword', createAccount: '/ch/create-account' },
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

function renderHeader(options: { withDialog?: boolean; federal?: boolean } = {}) {
  const login = vi.fn(async (_storeView: string, values: FormValues): Promise<FormResult> =>
    values.password === 'right-password-1'
      ? { ok: true }
      : { ok: false, fieldErrors: { password: 'The password is wrong' } },
  );
  const loadText = vi.fn(async () => text);
  const actions: LoginDialogActions = { loadText, login };
  const storeView = `m${(storeCounter += 1)}`;
  render(
    <>
      <AccountMenu
        storeView={storeView}
        pathPrefix="/ch"
        federalVapingRules={options.federal ?? false}
        ageVerificationEnabled={false}
        strings={strings}
        logout={async () => ({ ok: true })}
        loginDialog={options.withDialog === false ? undefined : actions}
      />
      <ModalHost strings={{ close: 'Close', popupLabel: 'Message', errorLabel: 'Error' }} />
    </>,
  );
  return { login, loadText, storeView };
}

describe('header login dialog (ADR 0031)', () => {
  // The form's chunk (React Hook Form, zod, the schemas) loads once; warm it before the steps.
  beforeAll(async () => {
    await loadLoginDialogForm();
  });
  beforeEach(() => {
    document.cookie = 'customer_session=; max-age=0';
    refresh.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useShellStore.getState().closeModal();
  });

  it('without JavaScript the guest link is /login; a plain click opens the dialog instead', async () => {
    const { loadText } = renderHeader();
    const link = screen.getByTestId('header:account-link');
    expect(link).toHaveAttribute('href', '/ch/login');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(await screen.findByTestId('account:login-dialog-form')).toBeVisible();
    expect(dialog).toContainElement(screen.getByLabelText(/^Email/));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByTestId('account:login-dialog-forgot-password')).toHaveAttribute(
      'href',
      '/ch/customer/forgotpassword',
    );
    expect(screen.getByTestId('account:login-dialog-create-account')).toHaveAttribute(
      'href',
      '/ch/create-account',
    );
    expect(loadText).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the dialog and gives focus back to the account link', async () => {
    renderHeader();
    const link = screen.getByTestId('header:account-link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('account:login-dialog-form');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('modified clicks and the missing dialog keep the link a link', () => {
    renderHeader({ withDialog: false });
    const link = screen.getByTestId('header:account-link');
    fireEvent.click(link, { button: 0 });
    expect(useShellStore.getState().modal.open).toBe(false);
    expect(opensInPlace({ button: 0, ctrlKey: true } as never)).toBe(false);
    expect(opensInPlace({ button: 0, metaKey: true } as never)).toBe(false);
    expect(opensInPlace({ button: 0, shiftKey: true } as never)).toBe(false);
    expect(opensInPlace({ button: 0, altKey: true } as never)).toBe(false);
    expect(opensInPlace({ button: 1 } as never)).toBe(false);
    expect(opensInPlace({ button: 0, defaultPrevented: true } as never)).toBe(false);
    expect(opensInPlace({ button: 0 } as never)).toBe(true);
  });

  it('a ctrl-click on the link opens no dialog', () => {
    renderHeader();
    fireEvent.click(screen.getByTestId('header:account-link'), { button: 0, ctrlKey: true });
    expect(useShellStore.getState().modal.open).toBe(false);
  });

  it('guests under federal rules keep the full-page Login link', () => {
    renderHeader({ federal: true });
    expect(screen.getByTestId('header:login')).toHaveAttribute('href', '/ch/login-page');
    expect(screen.queryByTestId('header:account-link')).toBeNull();
  });

  it('a wrong password shows at the field; the right one closes the dialog and loads the account', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { customer } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { login, storeView } = renderHeader();
    await userEvent.click(screen.getByTestId('header:account-link'));
    await screen.findByTestId('account:login-dialog-form');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@lumo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The password is wrong', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(login).toHaveBeenLastCalledWith(storeView, {
      email: 'ada@lumo.test',
      password: 'wrong-password-1',
    });

    // The server action sets the cookies; the header then loads the account as after a page login.
    document.cookie = 'customer_session=1';
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'right-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('header:my-account')).toHaveTextContent('My Account');
    expect(fetch).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
