'use client';

import { useState, type FormEvent } from 'react';
import {
  composeDate,
  DATE_PART_ORDER,
  splitIsoDate,
  type DatePart,
} from '@/features/account/forms/date-parts';
import { clientGraphQL } from '@/features/client-state/graphql-client';

export interface AgeVerificationText {
  methodLegend: string;
  /** Method code to its label. */
  methods: Record<string, string>;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  /** The date of birth's hint and its day, month and year labels (ADR 0030). */
  dateOfBirthHint: string;
  dateParts: Record<DatePart, string>;
  /** The date composition's message keys (account.errors.*) to their translations. */
  dateErrors: Record<string, string>;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  documentType: string;
  documentPassport: string;
  documentDrivingLicence: string;
  documentNumber: string;
  submit: string;
  checking: string;
  passHeading: string;
  /** With a `{reference}` placeholder. */
  passText: string;
  failHeading: string;
  failText: string;
  referHeading: string;
  referText: string;
  error: string;
  /** The api's error codes (extensions.code) to their translations. */
  codes: Record<string, string>;
}

type Outcome = 'PASS' | 'FAIL' | 'REFER';
type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'answered'; outcome: Outcome; reference: string }
  | { kind: 'error'; message: string; field?: string; part?: DatePart };

interface AgeVerificationFormProps {
  storeView: string;
  methods: string[];
  /** The VerifyCustomerAge operation text (printed by the server parent). */
  verifyDocument: string;
  /** The store view's country (the address's default). */
  countryCode: string;
  /** The account's details, prefilled. */
  person?: { firstname: string; lastname: string; dateOfBirth: string };
  text: AgeVerificationText;
}

const FIELDS = ['firstname', 'lastname', 'street', 'city', 'postcode'] as const;
const BIRTH_PARTS = { day: 'day', month: 'month', year: 'year' } as const;

/**
 * The dashboard's age check (SPEC §3.6 age verification state: isLoading, isError, selectedMethod,
 * selectedMethodFormValues): a method choice, the person's details, then pass, fail or refer.
 */
export function AgeVerificationForm(props: AgeVerificationFormProps) {
  const { text } = props;
  const [method, setMethod] = useState(props.methods[0] ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const input: Record<string, string> = { method, country_code: value('country_code') };
    for (const field of FIELDS) input[field] = value(field);
    // The date of birth as day, month and year, composed into the api's YYYY-MM-DD.
    const birth = composeDate({ day: value('day'), month: value('month'), year: value('year') });
    if (!birth.ok || birth.value === undefined) {
      const key = birth.ok ? 'account.errors.required' : birth.message;
      setStatus({
        kind: 'error',
        message: text.dateErrors[key] ?? text.error,
        field: 'date_of_birth',
        part: birth.ok ? undefined : birth.part,
      });
      return;
    }
    input.date_of_birth = birth.value;
    if (method === 'document') {
      input.document_type = value('document_type') || 'passport';
      input.document_number = value('document_number');
    }
    setStatus({ kind: 'loading' });
    const result = await clientGraphQL<{
      verifyCustomerAge: { outcome: Outcome; reference: string; is_age_verified: boolean };
    }>(props.verifyDocument, { storeView: props.storeView, variables: { input } });
    if (result.kind === 'ok') {
      const { outcome, reference } = result.data.verifyCustomerAge;
      setStatus({ kind: 'answered', outcome, reference });
      return;
    }
    if (result.kind === 'graphql-error') {
      const first = result.errors[0];
      const field = first?.extensions?.field;
      const code = first?.extensions?.code;
      setStatus({
        kind: 'error',
        message:
          (typeof code === 'string' ? text.codes[code] : undefined) ??
          (first?.message.replace(/^[a-z_]+: /, '') || text.error),
        field: typeof field === 'string' ? field : undefined,
      });
      return;
    }
    setStatus({ kind: 'error', message: text.error });
  }

  if (status.kind === 'answered') {
    const { outcome, reference } = status;
    const [heading, body] =
      outcome === 'PASS'
        ? [text.passHeading, text.passText]
        : outcome === 'REFER'
          ? [text.referHeading, text.referText]
          : [text.failHeading, text.failText];
    return (
      <div
        className={`ls-age-result ls-age-result-${outcome.toLowerCase()}`}
        role="status"
        data-testid={`age-verification-${outcome.toLowerCase()}`}
      >
        <h2>{heading}</h2>
        <p>{body.replace('{reference}', reference)}</p>
        {outcome !== 'PASS' ? (
          <button type="button" className="ls-button" onClick={() => setStatus({ kind: 'idle' })}>
            {text.submit}
          </button>
        ) : null}
      </div>
    );
  }

  const loading = status.kind === 'loading';
  const defaults: Record<string, string | undefined> = {
    country_code: props.countryCode,
    firstname: props.person?.firstname,
    lastname: props.person?.lastname,
    ...splitIsoDate(props.person?.dateOfBirth, BIRTH_PARTS),
  };
  const errorFor = (field: string) =>
    status.kind === 'error' && status.field === field ? status.message : null;
  const input = (name: string, label: string, type = 'text', autoComplete?: string) => {
    const error = errorFor(name);
    return (
      <div className="ls-field">
        <label htmlFor={`age-${name}`}>{label}</label>
        <input
          id={`age-${name}`}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          defaultValue={defaults[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `age-${name}-error` : undefined}
        />
        {error ? (
          <p id={`age-${name}-error`} className="ls-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const dateOfBirth = () => {
    const error = errorFor('date_of_birth');
    const part = status.kind === 'error' ? status.part : undefined;
    return (
      <fieldset
        className="ls-field ls-date-field"
        role="group"
        aria-describedby={
          error ? 'age-date_of_birth-hint age-date_of_birth-error' : 'age-date_of_birth-hint'
        }
      >
        <legend>{text.dateOfBirth}</legend>
        <p id="age-date_of_birth-hint" className="ls-field-hint">
          {text.dateOfBirthHint}
        </p>
        {error ? (
          <p id="age-date_of_birth-error" className="ls-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="ls-date-inputs">
          {DATE_PART_ORDER.map((name) => (
            <div key={name} className="ls-date-input">
              <label htmlFor={`age-${name}`}>{text.dateParts[name]}</label>
              <input
                id={`age-${name}`}
                name={name}
                type="text"
                inputMode="numeric"
                required
                className={name === 'year' ? 'ls-date-input-4' : 'ls-date-input-2'}
                autoComplete={`bday-${name}`}
                defaultValue={defaults[name]}
                aria-invalid={error && (!part || part === name) ? true : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
    );
  };

  return (
    <form className="ls-age-form" onSubmit={submit} aria-busy={loading}>
      <fieldset>
        <legend>{text.methodLegend}</legend>
        {props.methods.map((code) => (
          <label key={code} className="ls-choice">
            <input
              type="radio"
              name="method"
              value={code}
              checked={method === code}
              onChange={() => setMethod(code)}
            />{' '}
            {text.methods[code] ?? code}
          </label>
        ))}
      </fieldset>
      {input('firstname', text.firstname, 'text', 'given-name')}
      {input('lastname', text.lastname, 'text', 'family-name')}
      {dateOfBirth()}
      {input('street', text.street, 'text', 'street-address')}
      {input('city', text.city, 'text', 'address-level2')}
      {input('postcode', text.postcode, 'text', 'postal-code')}
      {input('country_code', text.countryCode, 'text', 'country')}
      {method === 'document' ? (
        <>
          <div className="ls-field">
            <label htmlFor="age-document_type">{text.documentType}</label>
            <select id="age-document_type" name="document_type">
              <option value="passport">{text.documentPassport}</option>
              <option value="driving_licence">{text.documentDrivingLicence}</option>
            </select>
          </div>
          {input('document_number', text.documentNumber)}
        </>
      ) : null}
      {status.kind === 'error' && !status.field ? (
        <p className="ls-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <button type="submit" className="ls-button" disabled={loading}>
        {loading ? text.checking : text.submit}
      </button>
    </form>
  );
}
