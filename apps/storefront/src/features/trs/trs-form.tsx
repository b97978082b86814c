'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { trsValuesSchemaFor, type TrsFormDefinition } from '@lumo/block-schema/trs-form';
import { captchaHeaders } from '@/features/captcha/captcha-token';
import { clientGraphQL } from '@/features/client-state/graphql-client';

export interface TrsFormText {
  submit: string;
  sending: string;
  error: string;
  requiredMark: string;
  choose: string;
  /** Message keys (trs.errors.*) to their translations. */
  errors: Record<string, string>;
}

interface TrsFormProps {
  storeView: string;
  formCode: string;
  definition: TrsFormDefinition;
  /** The SubmitTrsRegistration operation text (printed by the server parent). */
  submitDocument: string;
  recaptchaSiteKey: string;
  /** Where a sent registration goes (the store view's /trs/register/confirm/). */
  confirmHref: string;
  text: TrsFormText;
}

type Values = Record<string, string | boolean>;

/**
 * A TRS form rendered from its definition (ADR 0027): React Hook Form with the zod schema the api
 * validates with (@lumo/block-schema's trsValuesSchemaFor), so both refuse the same values.
 */
export function TrsForm(props: TrsFormProps) {
  const { definition, text } = props;
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(trsValuesSchemaFor(definition)) as never,
    defaultValues: Object.fromEntries(
      definition.fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']),
    ),
  });
  const message = (key: string | undefined) => (key ? (text.errors[key] ?? text.error) : '');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let headers: Record<string, string>;
    try {
      headers = await captchaHeaders(props.recaptchaSiteKey, 'trs_registration');
    } catch {
      setFailure(text.error);
      return;
    }
    const result = await clientGraphQL<{ submitTrsRegistration: { result: boolean } }>(
      props.submitDocument,
      {
        storeView: props.storeView,
        variables: { formCode: props.formCode, values },
        headers,
      },
    );
    if (result.kind === 'ok' && result.data.submitTrsRegistration.result) {
      router.push(props.confirmHref);
      return;
    }
    if (result.kind === 'graphql-error') {
      const issues = result.errors[0]?.extensions?.issues;
      if (Array.isArray(issues) && issues.length > 0) {
        for (const issue of issues as { field: string; message: string }[]) {
          setError(issue.field, { message: issue.message });
        }
        return;
      }
    }
    setFailure(text.error);
  });

  return (
    <form className="ls-trs-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {definition.fields.map((field) => {
        const id = `trs-${field.name}`;
        const error = message(errors[field.name]?.message as string | undefined);
        const describedBy = error ? `${id}-error` : undefined;
        const label = (
          <>
            {field.label}
            {field.required ? <span className="ls-required"> ({text.requiredMark})</span> : null}
          </>
        );
        return (
          <div key={field.name} className={`ls-field ls-field-${field.type}`}>
            {field.type === 'checkbox' ? (
              <label htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  {...register(field.name)}
                />{' '}
                {label}
              </label>
            ) : (
              <>
                <label htmlFor={id}>{label}</label>
                {field.type === 'select' ? (
                  <select
                    id={id}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    {...register(field.name)}
                  >
                    <option value="">{text.choose}</option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    type={field.type}
                    autoComplete={
                      field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined
                    }
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    {...register(field.name)}
                  />
                )}
              </>
            )}
            {error ? (
              <p id={`${id}-error`} className="ls-field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {failure ? (
        <p className="ls-form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="ls-button" disabled={isSubmitting}>
        {isSubmitting ? text.sending : text.submit}
      </button>
    </form>
  );
}
