import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeApiError } from './errors';

export interface SubmitErrorTargets<Values extends FieldValues> {
  /** The field whose value the api reports as taken (a path, an email address). */
  takenField: Path<Values>;
  setError: UseFormSetError<Values>;
  /** Shows any other failure above the form. */
  setServerError(message: string): void;
}

/**
 * Shows why a form's request failed: at the field when the api says its value already exists
 * (so the editor sees what to change), otherwise above the form.
 */
export function showSubmitError<Values extends FieldValues>(
  error: unknown,
  fallback: string,
  { takenField, setError, setServerError }: SubmitErrorTargets<Values>,
): void {
  const details = describeApiError(error, fallback);
  if (details.category === 'graphql-already-exists')
    setError(takenField, { message: details.message });
  else setServerError(details.message);
}
