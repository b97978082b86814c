'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { composeDateFields, DATE_PART_ORDER, type DateFields, type DatePart } from './date-parts';
import { captchaToken } from '@/features/captcha/captcha-token';
import { formSchema, type FormSchemaName } from './form-schemas';
import type { FieldGroup, FieldSpec, FormResult, FormText, FormValues } from './form-types';

export interface AccountFormProps {
  schema: FormSchemaName;
  /** The store view (registration) or the address's country. */
  schemaArgument?: string;
  groups: FieldGroup[];
  text: FormText;
  action: (values: FormValues) => Promise<FormResult>;
  defaultValues?: FormValues;
  testId: string;
  successMessageTestId?: string;
  /** Field -> localStorage key: an empty field takes the stored value (the referral code). */
  storedDefaults?: Record<string, string>;
  /** Called on success instead of following the result (the header's login dialog). */
  onSuccess?: (result: Extract<FormResult, { ok: true }>) => void;
  /**
   * A protected form (ADR 0027): at submit it asks for a CAPTCHA token of `action` with the store
   * view's site key (empty: the api's test token) and sends it as the value `recaptcha`.
   */
  captcha?: { siteKey: string; action: string };
}

/** Translates a schema message key; a message that is no key (the server's) stays as it is. */
function messageText(message: unknown, messages: Record<string, string>): string {
  if (typeof message !== 'string' || message === '') {
    return messages['account.errors.invalidValue'] ?? '';
  }
  return (
    messages[message] ??
    (message.startsWith('account.')
      ? (messages['account.errors.invalidValue'] ?? message)
      : message)
  );
}

/** `part`: the one part of a date at fault (the error names `<date>.<part>`). */
type ShownError = { message?: unknown; part?: DatePart };

/** An error with a message: the error itself, or an array field's `root` error. */
function withMessage(error: unknown): ShownError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as ShownError & { root?: ShownError };
  if (typeof candidate.message === 'string') return candidate;
  if (candidate.root && typeof candidate.root.message === 'string') return candidate.root;
  return undefined;
}

/**
 * Each field's error: its own, else an error of an enclosing path (`street` for `street.0`,
 * `electoral_address` for its lines), shown at the first field under that path only.
 */
function fieldErrorsOf(
  errors: FieldErrors<FormValues>,
  fields: FieldSpec[],
): Map<string, ShownError> {
  const shown = new Map<string, ShownError>();
  const usedPrefixes = new Set<string>();
  for (const field of fields) {
    const own = withMessage(get(errors, field.name));
    if (own) {
      shown.set(field.name, own);
      continue;
    }
    if (field.dateParts) {
      const part = DATE_PART_ORDER.find((name) =>
        withMessage(get(errors, `${field.name}.${name}`)),
      );
      if (part) {
        shown.set(field.name, { ...withMessage(get(errors, `${field.name}.${part}`)), part });
        continue;
      }
    }
    const parts = field.name.split('.');
    for (let length = parts.length - 1; length >= 1; length -= 1) {
      const prefix = parts.slice(0, length).join('.');
      const enclosing = withMessage(get(errors, prefix));
      if (enclosing) {
        if (!usedPrefixes.has(prefix)) {
          usedPrefixes.add(prefix);
          shown.set(field.name, enclosing);
        }
        break;
      }
    }
  }
  return shown;
}

function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** Where the error summary's link goes: a date's part at fault, else its first part. */
function errorTargetId(formId: string, field: FieldSpec, error: ShownError | undefined): string {
  if (!field.dateParts) return fieldId(formId, field.name);
  return fieldId(formId, field.dateParts[error?.part ?? 'day']);
}

function dateFieldsOf(groups: FieldGroup[]): DateFields {
  const dates: DateFields = {};
  for (const group of groups) {
    for (const field of group.fields) if (field.dateParts) dates[field.name] = field.dateParts;
  }
  return dates;
}

/**
 * An account form (ADR 0026): react-hook-form with the shared zod schema, the server action's
 * field errors shown at their fields, an error summary that takes focus, labels and
 * `aria-invalid`/`aria-describedby` on every field. Works with the keyboard alone.
 */
export function AccountForm({
  schema,
  schemaArgument,
  groups,
  text,
  action,
  defaultValues,
  testId,
  successMessageTestId,
  storedDefaults,
  onSuccess,
  captcha,
}: AccountFormProps) {
  const formId = useId().replace(/:/g, '');
  const summaryRef = useRef<HTMLDivElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [summaryShown, setSummaryShown] = useState(0);
  const dates = dateFieldsOf(groups);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema(schema, schemaArgument, dates) as never),
    defaultValues,
    shouldFocusError: false,
  });

  useEffect(() => {
    for (const [name, key] of Object.entries(storedDefaults ?? {})) {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(key);
      } catch {
        stored = null;
      }
      if (stored && !getValues(name)) setValue(name, stored.slice(0, 64));
    }
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fields = groups.flatMap((group) => group.fields).filter((field) => field.type !== 'hidden');
  const errorByField = fieldErrorsOf(errors, fields);
  const fieldErrors = fields
    .map((field) => ({ field, error: errorByField.get(field.name) }))
    .filter((entry) => entry.error);

  const onInvalid = (_errors: FieldErrors<FormValues>) => {
    setFormError(null);
    setSummaryShown((count) => count + 1);
  };

  const onValid = async (values: FormValues) => {
    setFormError(null);
    setSuccess(null);
    let result: FormResult;
    try {
      // The api takes each date as YYYY-MM-DD, not as the parts typed.
      const composed = composeDateFields(values, dates).values;
      let recaptcha: string | undefined;
      try {
        recaptcha = captcha ? await captchaToken(captcha.siteKey, captcha.action) : undefined;
      } catch {
        recaptcha = undefined;
      }
      result =
        captcha && !recaptcha
          ? { ok: false, formError: text.messages['account.errors.captchaFailed'] }
          : await action(recaptcha ? { ...composed, recaptcha } : composed);
    } catch {
      result = { ok: false, formError: text.messages['account.errors.unavailable'] };
    }
    if (result.ok) {
      if (onSuccess) {
        onSuccess(result);
        return;
      }
      if (result.redirectTo) {
        // A full navigation: the header and every cached page ask for the account afresh.
        window.location.assign(result.redirectTo);
        return;
      }
      if (result.reload) {
        window.location.reload();
        return;
      }
      setSuccess(result.message ?? null);
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(name, { type: 'server', message });
    }
    setFormError(result.formError ?? null);
    setSummaryShown((count) => count + 1);
  };

  const hasSummary = Boolean(formError) || fieldErrors.length > 0;

  // Focus the summary once per failed submit, as soon as it shows (the resolver's errors may
  // arrive a render after the invalid callback).
  const focusedFor = useRef(0);
  useEffect(() => {
    if (summaryShown > focusedFor.current && hasSummary) {
      focusedFor.current = summaryShown;
      summaryRef.current?.focus();
    }
  }, [summaryShown, hasSummary]);

  return (
    <form
      className="ls-account-form"
      noValidate
      data-testid={testId}
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className="ls-form-summary"
        hidden={!hasSummary}
        data-testid={`${testId}:errors`}
      >
        {hasSummary ? (
          <>
            <p className="ls-form-summary-title">{formError ?? text.errorSummary}</p>
            {fieldErrors.length > 0 ? (
              <ul>
                {fieldErrors.map(({ field, error }) => (
                  <li key={field.name}>
                    <a href={`#${errorTargetId(formId, field, error)}`}>
                      {field.label}: {messageText(error?.message, text.messages)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {success ? (
        <p
          role="status"
          className="ls-form-success"
          data-testid={successMessageTestId ?? `${testId}:success`}
        >
          {success}
        </p>
      ) : null}
      {groups.map((group, index) => {
        const inner = group.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            id={fieldId(formId, field.name)}
            formId={formId}
            error={errorByField.get(field.name)}
            messages={text.messages}
            register={register}
          />
        ));
        return group.legend ? (
          <fieldset key={index} className="ls-form-group">
            <legend>{group.legend}</legend>
            {inner}
          </fieldset>
        ) : (
          <div key={index} className="ls-form-group">
            {inner}
          </div>
        );
      })}
      <button type="submit" className="ls-button ls-button-primary" disabled={isSubmitting}>
        {isSubmitting ? text.pending : text.submit}
      </button>
    </form>
  );
}

function Field({
  field,
  id,
  formId,
  error,
  messages,
  register,
}: {
  field: FieldSpec;
  id: string;
  formId: string;
  error: ShownError | undefined;
  messages: Record<string, string>;
  register: ReturnType<typeof useForm<FormValues>>['register'];
}) {
  if (field.dateParts) {
    return (
      <DateField
        field={field}
        id={id}
        formId={formId}
        error={error}
        messages={messages}
        register={register}
      />
    );
  }
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const registration = register(field.name, {
    setValueAs:
      field.valueAs === 'number'
        ? (value: unknown) => (value === '' || value == null ? undefined : Number(value))
        : field.type === 'checkbox'
          ? undefined
          : (value: unknown) => value,
  });
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required ? true : undefined,
    'data-testid': `field:${field.name}`,
    ...registration,
  };
  if (field.type === 'hidden') return <input type="hidden" {...registration} />;
  const message = error ? (
    <p id={errorId} className="ls-field-error">
      {messageText(error.message, messages)}
    </p>
  ) : null;
  const hint = field.hint ? (
    <p id={hintId} className="ls-field-hint">
      {field.hint}
    </p>
  ) : null;
  if (field.type === 'checkbox') {
    return (
      <div className="ls-field ls-field-checkbox">
        <input type="checkbox" {...common} />
        <label htmlFor={id}>{field.label}</label>
        {hint}
        {message}
      </div>
    );
  }
  return (
    <div className="ls-field">
      <label htmlFor={id}>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint}
      {field.type === 'select' ? (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={field.type} autoComplete={field.autoComplete} {...common} />
      )}
      {message}
    </div>
  );
}

const PART_WIDTH: Record<DatePart, string> = {
  day: 'ls-date-input-2',
  month: 'ls-date-input-2',
  year: 'ls-date-input-4',
};

/**
 * A date as three labelled numeric fields in a fieldset whose legend names the date (the GOV.UK
 * "memorable date" pattern, ADR 0030). The date's error shows at the fieldset; only the part at
 * fault is marked invalid when the error names one.
 */
function DateField({
  field,
  id,
  formId,
  error,
  messages,
  register,
}: {
  field: FieldSpec;
  id: string;
  formId: string;
  error: ShownError | undefined;
  messages: Record<string, string>;
  register: ReturnType<typeof useForm<FormValues>>['register'];
}) {
  const parts = field.dateParts!;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const partLabel: Record<DatePart, string> = field.datePartLabels ?? {
    day: 'Day',
    month: 'Month',
    year: 'Year',
  };
  return (
    <fieldset
      className="ls-field ls-date-field"
      role="group"
      aria-describedby={describedBy || undefined}
      data-testid={`field:${field.name}`}
    >
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {field.hint ? (
        <p id={hintId} className="ls-field-hint">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ls-field-error">
          {messageText(error.message, messages)}
        </p>
      ) : null}
      <div className="ls-date-inputs">
        {DATE_PART_ORDER.map((part) => {
          const partId = fieldId(formId, parts[part]);
          const invalid = error && (!error.part || error.part === part);
          return (
            <div key={part} className="ls-date-input">
              <label htmlFor={partId}>{partLabel[part]}</label>
              <input
                id={partId}
                type="text"
                inputMode="numeric"
                className={PART_WIDTH[part]}
                autoComplete={field.autoComplete === 'bday' ? `bday-${part}` : 'off'}
                aria-invalid={invalid ? true : undefined}
                aria-required={field.required ? true : undefined}
                data-testid={`field:${parts[part]}`}
                {...register(parts[part])}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
