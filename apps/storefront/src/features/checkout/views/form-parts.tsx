'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CheckoutResult } from '../checkout-result';

/**
 * Pieces every checkout form shares (ADR 0035): a submit that calls a server action and either
 * follows its redirect or shows its errors (at the fields, else above the form, with the form's
 * values untouched), and labelled fields with `aria-invalid`/`aria-describedby`.
 */

/** Translates a schema message key (`account.errors.required`); any other text stays. */
export function messageOf(message: unknown, messages: Record<string, string>): string {
  if (typeof message !== 'string' || !message) return messages['account.errors.invalidValue'] ?? '';
  return messages[message] ?? message;
}

/** The translated message of a field's error, or nothing when the field has none. */
export function errorTextOf(
  error: { message?: unknown } | undefined,
  messages: Record<string, string>,
): string | undefined {
  return error ? messageOf(error.message, messages) : undefined;
}

export function useCheckoutSubmit<T extends FieldValues>(
  action: (values: T) => Promise<CheckoutResult>,
  setError: UseFormSetError<T>,
  unavailableMessage: string,
  onSuccess?: (redirectTo: string) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [link, setLink] = useState<{ href: string; label: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = async (values: T) => {
    setFormError(null);
    setLink(null);
    let result: CheckoutResult;
    try {
      result = await action(values);
    } catch {
      result = { ok: false, formError: unavailableMessage };
    }
    if (result.ok) {
      if (onSuccess) onSuccess(result.redirectTo);
      else window.location.assign(result.redirectTo);
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(name as Path<T>, { type: 'server', message });
    }
    setFormError(result.formError ?? unavailableMessage);
    setLink(result.link ?? null);
    setAttempt((count) => count + 1);
  };
  return { submit, formError, link, attempt };
}

/** The message above a form: focused when it appears, so a screen reader reads it. */
export function FormAlert({
  message,
  link,
  attempt,
  testId,
}: {
  message: string | null;
  link?: { href: string; label: string } | null;
  attempt: number;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="ls-form-summary"
      hidden={!message}
      data-testid={testId}
    >
      {message ? <p className="ls-form-summary-title">{message}</p> : null}
      {message && link ? (
        <p>
          <a
            href={link.href}
            className="ls-button ls-button-secondary"
            data-testid={`${testId}-link`}
          >
            {link.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function FieldShell({
  id,
  label,
  required,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="ls-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ls-field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="ls-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a field with an optional error. */
export function fieldAria(id: string, error: string | undefined, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required ? true : undefined,
  };
}

/** A field's id from its react-hook-form name. */
export function idOf(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}
