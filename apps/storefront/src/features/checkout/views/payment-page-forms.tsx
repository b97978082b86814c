'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cardSchema, threeDSecureSchema } from '../checkout-schemas';
import type { CheckoutResult } from '../checkout-result';
import { FieldShell, FormAlert, errorTextOf, fieldAria, useCheckoutSubmit } from './form-parts';

/**
 * The card sandbox's hosted page forms (/checkout/worldpay, ADR 0035): the card, the 3-D Secure
 * passcode, and leaving the page. The card goes to the storefront's server action and on to the
 * api; it is never stored or logged, and the page keeps nothing after the redirect.
 */

export interface CardText {
  number: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  submit: string;
  pending: string;
  unavailable: string;
  messages: Record<string, string>;
}

interface CardValues {
  card_number: string;
  holder_name: string;
  expiry_month: string;
  expiry_year: string;
  cvc: string;
}

export function CardForm({
  defaultHolder,
  text,
  action,
}: {
  defaultHolder: string;
  text: CardText;
  action: (values: CardValues) => Promise<CheckoutResult>;
}) {
  const formId = useId().replace(/:/g, '');
  const { register, handleSubmit, setError, formState } = useForm<CardValues>({
    resolver: zodResolver(cardSchema(), undefined, { raw: true }) as never,
    defaultValues: {
      card_number: '',
      holder_name: defaultHolder,
      expiry_month: '',
      expiry_year: '',
      cvc: '',
    },
  });
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    action,
    setError,
    text.unavailable,
  );
  const field = (
    name: keyof CardValues,
    label: string,
    autoComplete: string,
    inputMode: 'numeric' | 'text',
  ) => {
    const id = `${formId}-${name}`;
    const error = errorTextOf(formState.errors[name], text.messages);
    return (
      <FieldShell id={id} label={label} required error={error}>
        <input
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          data-testid={`worldpay:${name}`}
          {...fieldAria(id, error, true)}
          {...register(name)}
        />
      </FieldShell>
    );
  };
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="worldpay:card-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert message={formError} link={link} attempt={attempt} testId="worldpay:errors" />
      {field('card_number', text.number, 'cc-number', 'numeric')}
      {field('holder_name', text.holder, 'cc-name', 'text')}
      <div className="ls-checkout-row">
        {field('expiry_month', text.expiryMonth, 'cc-exp-month', 'numeric')}
        {field('expiry_year', text.expiryYear, 'cc-exp-year', 'numeric')}
        {field('cvc', text.cvc, 'cc-csc', 'numeric')}
      </div>
      <button
        type="submit"
        className="ls-button ls-button-primary"
        disabled={formState.isSubmitting}
        data-testid="worldpay:pay"
      >
        {formState.isSubmitting ? text.pending : text.submit}
      </button>
    </form>
  );
}

export function ThreeDSecureForm({
  text,
  action,
}: {
  text: {
    passcode: string;
    hint: string;
    submit: string;
    pending: string;
    unavailable: string;
    messages: Record<string, string>;
  };
  action: (values: { passcode: string }) => Promise<CheckoutResult>;
}) {
  const id = `${useId().replace(/:/g, '')}-passcode`;
  const { register, handleSubmit, setError, formState } = useForm<{ passcode: string }>({
    resolver: zodResolver(threeDSecureSchema, undefined, { raw: true }) as never,
    defaultValues: { passcode: '' },
  });
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    action,
    setError,
    text.unavailable,
  );
  const error = errorTextOf(formState.errors.passcode, text.messages);
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="worldpay:3ds-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert message={formError} link={link} attempt={attempt} testId="worldpay:errors" />
      <FieldShell id={id} label={text.passcode} hint={text.hint} required error={error}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          data-testid="worldpay:passcode"
          {...fieldAria(id, error, true)}
          {...register('passcode')}
        />
      </FieldShell>
      <button
        type="submit"
        className="ls-button ls-button-primary"
        disabled={formState.isSubmitting}
        data-testid="worldpay:3ds-submit"
      >
        {formState.isSubmitting ? text.pending : text.submit}
      </button>
    </form>
  );
}

/** "Cancel and return": the order is canceled and the basket restored (the api's cancelPaymentSession). */
export function CancelPaymentButton({
  label,
  unavailable,
  action,
}: {
  label: string;
  unavailable: string;
  action: () => Promise<CheckoutResult>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setErrorText] = useState<string | null>(null);
  return (
    <div className="ls-checkout-cancel">
      <button
        type="button"
        className="ls-button ls-button-secondary"
        disabled={pending}
        data-testid="worldpay:cancel"
        onClick={async () => {
          setPending(true);
          setErrorText(null);
          try {
            const result = await action();
            if (result.ok) {
              window.location.assign(result.redirectTo);
              return;
            }
            setErrorText(result.formError ?? unavailable);
          } catch {
            setErrorText(unavailable);
          }
          setPending(false);
        }}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="ls-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
