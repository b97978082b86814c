'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { paymentStepSchema, shippingMethodSchema } from '../checkout-schemas';
import type { CheckoutResult } from '../checkout-result';
import { FieldShell, FormAlert, errorTextOf, fieldAria, useCheckoutSubmit } from './form-parts';

/** Steps 2 to 4 (ADR 0035): choices of radio buttons and the review's agreements. */

export interface ChoiceText {
  submit: string;
  pending: string;
  unavailable: string;
  messages: Record<string, string>;
}

interface RadioChoice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  testId: string;
}

/**
 * A step's radio group: its legend, what to say when there is nothing to choose, and its error,
 * which the group and each radio point to (a screen reader reads it on the focused choice).
 */
function RadioChoices({
  formId,
  legend,
  emptyText,
  choices,
  error,
  field,
}: {
  formId: string;
  legend: string;
  emptyText: string;
  choices: RadioChoice[];
  error: string | undefined;
  /** `register('method')`: called for every radio, as react-hook-form expects of a group. */
  field: () => UseFormRegisterReturn;
}) {
  const errorId = `${formId}-choice-error`;
  return (
    <fieldset className="ls-checkout-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.length === 0 ? <p>{emptyText}</p> : null}
      {choices.map((choice) => (
        <div className="ls-field ls-field-radio" key={choice.value}>
          <input
            type="radio"
            id={`${formId}-${choice.value}`}
            value={choice.value}
            disabled={choice.disabled}
            aria-invalid={error ? true : undefined}
            data-testid={choice.testId}
            {...field()}
          />
          <label htmlFor={`${formId}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="ls-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function SubmitButton({
  submitting,
  text,
  testId,
  className = 'ls-button ls-button-primary',
}: {
  submitting: boolean;
  text: Pick<ChoiceText, 'submit' | 'pending'>;
  testId: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={submitting} data-testid={testId}>
      {submitting ? text.pending : text.submit}
    </button>
  );
}

export interface ShippingOption {
  /** `carrier|method` */
  value: string;
  label: string;
  price: string;
  available: boolean;
  error: string | null;
  isPickup: boolean;
}

interface ShippingValues {
  method: string;
  pickup_location_code: string;
}

export function ShippingStepForm({
  options,
  stores,
  defaultValues,
  text,
  action,
}: {
  options: ShippingOption[];
  stores: { code: string; label: string }[];
  defaultValues: ShippingValues;
  text: ChoiceText & { legend: string; store: string; chooseStore: string; none: string };
  action: (values: ShippingValues) => Promise<CheckoutResult>;
}) {
  const formId = useId().replace(/:/g, '');
  const { register, handleSubmit, control, setError, formState } = useForm<ShippingValues>({
    resolver: zodResolver(shippingMethodSchema, undefined, { raw: true }) as never,
    defaultValues,
  });
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    action,
    setError,
    text.unavailable,
  );
  const method = useWatch({ control, name: 'method' });
  const chosen = options.find((option) => option.value === method);
  const storeId = `${formId}-store`;
  const storeError = errorTextOf(formState.errors.pickup_location_code, text.messages);
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="checkout:shipping-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert
        message={formError}
        link={link}
        attempt={attempt}
        testId="checkout:shipping-errors"
      />
      <RadioChoices
        formId={formId}
        legend={text.legend}
        emptyText={text.none}
        choices={options.map((option) => ({
          value: option.value,
          disabled: !option.available,
          testId: `checkout:shipping-${option.value.replace('|', '-')}`,
          label: (
            <>
              <span>{option.label}</span> <strong>{option.price}</strong>
              {option.error ? <span className="ls-field-hint"> {option.error}</span> : null}
            </>
          ),
        }))}
        error={errorTextOf(formState.errors.method, text.messages)}
        field={() => register('method')}
      />
      {chosen?.isPickup ? (
        <FieldShell id={storeId} label={text.store} required error={storeError}>
          <select
            data-testid="checkout:pickup-store"
            {...fieldAria(storeId, storeError, true)}
            {...register('pickup_location_code')}
          >
            <option value="">{text.chooseStore}</option>
            {stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.label}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : null}
      <SubmitButton
        submitting={formState.isSubmitting}
        text={text}
        testId="checkout:shipping-submit"
      />
    </form>
  );
}

export interface PaymentOption {
  /** A payment code, or `worldpay_cc_vault:<public_hash>` for a saved card. */
  value: string;
  label: string;
  hint?: string;
}

interface PaymentValues {
  method: string;
  save_card: boolean;
}

export function PaymentStepForm({
  options,
  canSaveCard,
  defaultValues,
  text,
  action,
}: {
  options: PaymentOption[];
  canSaveCard: boolean;
  defaultValues: PaymentValues;
  text: ChoiceText & { legend: string; saveCard: string; none: string };
  action: (values: PaymentValues) => Promise<CheckoutResult>;
}) {
  const formId = useId().replace(/:/g, '');
  const { register, handleSubmit, control, setError, formState } = useForm<PaymentValues>({
    resolver: zodResolver(paymentStepSchema, undefined, { raw: true }) as never,
    defaultValues,
  });
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    action,
    setError,
    text.unavailable,
  );
  const method = useWatch({ control, name: 'method' });
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="checkout:payment-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert
        message={formError}
        link={link}
        attempt={attempt}
        testId="checkout:payment-errors"
      />
      <RadioChoices
        formId={formId}
        legend={text.legend}
        emptyText={text.none}
        choices={options.map((option) => ({
          value: option.value,
          testId: `checkout:payment-${option.value.split(':')[0]}`,
          label: (
            <>
              {option.label}
              {option.hint ? <span className="ls-field-hint"> {option.hint}</span> : null}
            </>
          ),
        }))}
        error={errorTextOf(formState.errors.method, text.messages)}
        field={() => register('method')}
      />
      {canSaveCard && method === 'worldpay_cc' ? (
        <div className="ls-field ls-field-checkbox">
          <input
            type="checkbox"
            id={`${formId}-save-card`}
            data-testid="checkout:save-card"
            {...register('save_card')}
          />
          <label htmlFor={`${formId}-save-card`}>{text.saveCard}</label>
        </div>
      ) : null}
      <SubmitButton
        submitting={formState.isSubmitting}
        text={text}
        testId="checkout:payment-submit"
      />
    </form>
  );
}

export interface AgreementView {
  id: number;
  checkboxText: string;
  name: string;
  content: string;
  manual: boolean;
}

interface ReviewValues {
  agreements: string[] | string | false;
}

export function PlaceOrderForm({
  agreements,
  text,
  action,
}: {
  agreements: AgreementView[];
  text: ChoiceText & { legend: string };
  action: (values: { agreements: number[] }) => Promise<CheckoutResult>;
}) {
  const formId = useId().replace(/:/g, '');
  const { register, handleSubmit, setError, formState } = useForm<ReviewValues>({
    // The action checks the MANUAL agreements (and the api again); a single checkbox's value
    // comes as a string, several as an array.
    defaultValues: { agreements: [] },
  });
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    (values: ReviewValues) =>
      action({
        agreements: ([] as unknown[])
          .concat(values.agreements ?? [])
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0),
      }),
    setError,
    text.unavailable,
  );
  const agreementsError = errorTextOf(formState.errors.agreements, text.messages);
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="checkout:place-order-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert
        message={formError}
        link={link}
        attempt={attempt}
        testId="checkout:place-order-errors"
      />
      {agreements.length > 0 ? (
        <fieldset
          className="ls-checkout-agreements"
          aria-describedby={agreementsError ? `${formId}-agreements-error` : undefined}
        >
          <legend>{text.legend}</legend>
          {agreements.map((agreement) => (
            <div className="ls-field ls-field-checkbox" key={agreement.id}>
              {agreement.manual ? (
                <input
                  type="checkbox"
                  id={`${formId}-agreement-${agreement.id}`}
                  value={String(agreement.id)}
                  data-testid={`checkout:agreement-${agreement.id}`}
                  aria-invalid={agreementsError ? true : undefined}
                  {...register('agreements')}
                />
              ) : null}
              <label htmlFor={`${formId}-agreement-${agreement.id}`}>
                {agreement.checkboxText}
              </label>
              <details>
                <summary>{agreement.name}</summary>
                <p className="ls-checkout-agreement-text">{agreement.content}</p>
              </details>
            </div>
          ))}
          {agreementsError ? (
            <p id={`${formId}-agreements-error`} className="ls-field-error">
              {agreementsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <SubmitButton
        submitting={formState.isSubmitting}
        text={text}
        testId="checkout:place-order"
        className="ls-button ls-button-primary ls-checkout-place"
      />
    </form>
  );
}
