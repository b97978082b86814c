import type { Translate } from '@/features/i18n/server';
import type { DatePartNames } from '../forms/date-parts';
import type { FieldSpec } from '../forms/form-types';

/**
 * A date field of an account form as day, month and year inputs (ADR 0030): `name` is the
 * composed YYYY-MM-DD field (`date_of_birth`), `parts` the SPEC §3.2 names of its inputs.
 */
export function dateField(
  t: Translate,
  options: {
    name: string;
    label: string;
    parts: DatePartNames;
    hint: string;
    birthDate?: boolean;
    required?: boolean;
  },
): FieldSpec {
  return {
    name: options.name,
    label: options.label,
    type: 'date',
    hint: options.hint,
    required: options.required,
    autoComplete: options.birthDate ? 'bday' : 'off',
    dateParts: options.parts,
    datePartLabels: {
      day: t('account.fields.day'),
      month: t('account.fields.month'),
      year: t('account.fields.year'),
    },
  };
}
