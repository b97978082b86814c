'use client';

import Link from 'next/link';
import '../account.css';
import { useEffect, useRef } from 'react';
import type { LoginDialogText } from '../header/login-dialog-types';
import { AccountForm } from './account-form';
import type { FormResult, FormValues } from './form-types';

export interface LoginDialogFormProps {
  text: LoginDialogText;
  action: (values: FormValues) => Promise<FormResult>;
  onSuccess: () => void;
  /** A link inside the dialog leaves the page: the dialog closes with it. */
  onLeave: () => void;
}

/**
 * The header login dialog's content (ADR 0031): /login's form and links. Loaded with a dynamic
 * import on first open, so React Hook Form and the schemas stay out of the header's bundle.
 */
export default function LoginDialogForm({
  text,
  action,
  onSuccess,
  onLeave,
}: LoginDialogFormProps) {
  const rootRef = useRef<HTMLDivElement>(null);

  // The content arrives after the dialog opened (focused on its close button): start at the email.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, []);

  return (
    <div ref={rootRef} className="ls-login-dialog" data-testid="account:login-dialog">
      <h2>{text.title}</h2>
      <p>{text.intro}</p>
      <AccountForm
        schema="login"
        testId="account:login-dialog-form"
        action={action}
        onSuccess={onSuccess}
        text={text.form}
        groups={[
          {
            fields: [
              {
                name: 'email',
                label: text.email,
                type: 'email',
                autoComplete: 'email',
                required: true,
              },
              {
                name: 'password',
                label: text.password,
                type: 'password',
                autoComplete: 'current-password',
                required: true,
              },
            ],
          },
        ]}
      />
      <ul className="ls-account-links">
        <li>
          <Link
            href={text.links.forgotPassword}
            onClick={onLeave}
            data-testid="account:login-dialog-forgot-password"
          >
            {text.forgotPassword}
          </Link>
        </li>
        <li>
          {text.newCustomer}{' '}
          <Link
            href={text.links.createAccount}
            onClick={onLeave}
            data-testid="account:login-dialog-create-account"
          >
            {text.createAccount}
          </Link>
        </li>
      </ul>
    </div>
  );
}
