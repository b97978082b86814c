/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from './account-form';
import type { FormText } from './form-types';

/** reCAPTCHA's script cannot load in a test: `fails` makes the token request fail as offline. */
const captchaLoad = vi.hoisted(() => ({ fails: false }));
vi.mock('@/features/captcha/captcha-token', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/captcha/captcha-token')>();
  return {
    ...actual,
    captchaToken: async (siteKey: string, action: string) => {
      if (captchaLoad.fails) throw new Error('reCAPTCHA did not load');
      return actual.captchaToken(siteKey, action);
    },
  };
});

const text: FormText = {
  submit: 'Log in',
  pending: 'Wait',
  errorSummary: 'Please correct the marked fields.',
  messages: {
    'account.errors.required': 'This is a required field.',
    'account.errors.invalidEmail': 'Please enter a valid email address.',
  },
};

const groups = [
  {
    fields: [
      { name: 'email', label: 'Email address', type: 'email' as const, required: true },
      { name: 'password', label: 'Password', type: 'password' as const, required: true },
    ],
  },
];

describe('account form (react-hook-form + the shared zod schema)', () => {
  it('shows translated messages at the fields, marks them invalid and focuses the summary', async () => {
    const action = vi.fn();
    render(<AccountForm schema="login" groups={groups} text={text} action={action} testId="f" />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByTestId('f:errors');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Email address: Please enter a valid email address.');
    expect(summary).toHaveTextContent('Password: This is a required field.');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's errors at their field and above the form", async () => {
    const action = vi.fn(async () => ({
      ok: false as const,
      formError: 'An error occured when trying to log in',
      fieldErrors: { password: 'Wrong password.' },
    }));
    render(<AccountForm schema="login" groups={groups} text={text} action={action} testId="f" />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@lumo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('An error occured when trying to log in')).toBeVisible();
    expect(action).toHaveBeenCalledWith({ email: 'ada@lumo.test', password: 'secret' });
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? ''),
    ).toHaveTextContent('Wrong password.');
  });

  it('shows a success message', async () => {
    const action = vi.fn(async () => ({ ok: true as const, message: 'Saved.' }));
    render(
      <AccountForm
        schema="email"
        groups={[{ fields: [groups[0]!.fields[0]!] }]}
        text={text}
        action={action}
        testId="n"
      />,
    );
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@lumo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('n:success')).toHaveTextContent('Saved.');
  });

  it("shows an error of an enclosing path (the api's `street`) at its first field", async () => {
    const action = vi.fn(async () => ({
      ok: false as const,
      fieldErrors: { street: 'Street is required.' },
    }));
    render(
      <AccountForm
        schema="email"
        groups={[
          {
            fields: [
              groups[0]!.fields[0]!,
              { name: 'street.0', label: 'Address line 1', type: 'text' as const },
              { name: 'street.1', label: 'Address line 2', type: 'text' as const },
            ],
          },
        ]}
        text={text}
        action={action}
        testId="a"
      />,
    );
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@lumo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Address line 1')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Address line 2')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('a:errors')).toHaveTextContent('Address line 1: Street is required.');
  });

  it('uk registration: the shared schema asks for the ID-check address, shown at its first line', async () => {
    render(
      <AccountForm
        schema="register"
        schemaArgument="uk"
        groups={[
          {
            fields: [
              { name: 'firstname', label: 'First name', type: 'text' as const },
              { name: 'street.0', label: 'Address line 1', type: 'text' as const },
              { name: 'street.1', label: 'Address line 2', type: 'text' as const },
              {
                name: 'electoral_address.street.0',
                label: 'Electoral line 1',
                type: 'text' as const,
              },
              { name: 'electoral_address.city', label: 'Electoral city', type: 'text' as const },
            ],
          },
        ]}
        text={text}
        action={vi.fn()}
        testId="r"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByTestId('r:errors');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('First name: This is a required field.');
    expect(summary).toHaveTextContent('Address line 1: This is a required field.');
    expect(summary).toHaveTextContent('Electoral line 1: This is a required field.');
    expect(screen.getByLabelText('Address line 2')).not.toHaveAttribute('aria-invalid');
  });
});

describe('a protected account form (CAPTCHA, ADR 0027)', () => {
  const emailGroups = [{ fields: [groups[0]!.fields[0]!] }];

  it('asks for a token at submit and sends it as the value `recaptcha`', async () => {
    const action = vi.fn(async () => ({ ok: true as const, message: 'Check your inbox.' }));
    render(
      <AccountForm
        schema="email"
        groups={emailGroups}
        text={text}
        action={action}
        testId="r"
        captcha={{ siteKey: '', action: 'password_reset' }}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@lumo.test');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Check your inbox.')).toBeVisible();
    // Without a site key the api's local test verifier token.
    expect(action).toHaveBeenCalledWith({ email: 'ada@lumo.test', recaptcha: 'pass' });
  });

  it('shows the CAPTCHA message and calls nothing when no token comes', async () => {
    const action = vi.fn();
    captchaLoad.fails = true;
    render(
      <AccountForm
        schema="email"
        groups={emailGroups}
        text={{
          ...text,
          messages: { ...text.messages, 'account.errors.captchaFailed': 'Security check failed.' },
        }}
        action={action}
        testId="c"
        captcha={{ siteKey: 'site-key', action: 'newsletter' }}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@lumo.test');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Security check failed.')).toBeVisible();
    expect(action).not.toHaveBeenCalled();
    captchaLoad.fails = false;
  });
});
