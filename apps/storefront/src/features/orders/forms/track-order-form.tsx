'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { captchaToken } from '@/features/captcha/captcha-token';
import type { TrackOrderResult } from '../actions';
import type { Order } from '../server/orders-api';
import { trackOrderSchema, type TrackOrderValues } from './order-schemas';
import { OrderDetails } from '../views/order-details';
import type { OrderText } from '../views/order-text';

export interface TrackOrderText {
  number: string;
  email: string;
  lastname: string;
  submit: string;
  pending: string;
  /** Validation messages by key (the schema's messages are keys). */
  messages: Record<string, string>;
  captchaFailed: string;
  another: string;
  orderText: OrderText;
}

/**
 * /track-order's form (react-hook-form + the schema the action checks again) and, once the
 * number, email and last name match, the order. A mismatch shows the action's one neutral
 * message; the CAPTCHA token goes with the lookup as the account forms' does (ADR 0027).
 */
export function TrackOrderForm({
  locale,
  text,
  captcha,
  action,
}: {
  locale: string;
  text: TrackOrderText;
  captcha: { siteKey: string; action: string };
  action: (values: TrackOrderValues, recaptcha: string | null) => Promise<TrackOrderResult>;
}) {
  const id = useId();
  const [order, setOrder] = useState<Order | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrackOrderValues>({
    resolver: zodResolver(trackOrderSchema),
    defaultValues: { number: '', email: '', lastname: '' },
  });
  const message = (key: string | undefined) => (key ? (text.messages[key] ?? key) : undefined);

  if (order) {
    return (
      <div data-testid="order:track-result">
        <OrderDetails order={order} locale={locale} text={text.orderText} />
        <button
          type="button"
          className="ls-button ls-button-secondary"
          onClick={() => setOrder(null)}
          data-testid="order:track-another"
        >
          {text.another}
        </button>
      </div>
    );
  }

  const field = (
    name: keyof TrackOrderValues,
    label: string,
    type: string,
    autoComplete: string,
  ) => {
    const error = message(errors[name]?.message);
    return (
      <div className="ls-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          data-testid={`order:track-${name}`}
          {...register(name)}
        />
        {error ? (
          <span id={`${id}-${name}-error`} className="ls-field-error">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="ls-account-form"
      noValidate
      data-testid="order:track-form"
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        let recaptcha: string | null = null;
        try {
          recaptcha = await captchaToken(captcha.siteKey, captcha.action);
        } catch {
          setFormError(text.captchaFailed);
          return;
        }
        const result = await action(values, recaptcha).catch((): TrackOrderResult => ({
          ok: false,
          message: text.messages['orders.errors.unavailable'] ?? '',
        }));
        if (result.ok) {
          setOrder(result.order);
          return;
        }
        for (const [name, fieldMessage] of Object.entries(result.fieldErrors ?? {})) {
          if (name === 'number' || name === 'email' || name === 'lastname') {
            setError(name, { message: fieldMessage });
          }
        }
        setFormError(result.message);
      })}
    >
      {formError ? (
        <p
          role="alert"
          className="ls-account-message ls-account-message-error"
          data-testid="order:track-error"
        >
          {formError}
        </p>
      ) : null}
      {field('number', text.number, 'text', 'off')}
      {field('email', text.email, 'email', 'email')}
      {field('lastname', text.lastname, 'text', 'family-name')}
      <button
        type="submit"
        className="ls-button ls-button-primary"
        disabled={isSubmitting}
        data-testid="order:track-submit"
      >
        {isSubmitting ? text.pending : text.submit}
      </button>
    </form>
  );
}
