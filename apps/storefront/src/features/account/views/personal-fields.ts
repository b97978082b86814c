import type { Translate } from '@/features/i18n/server';
import { BIRTH_DATE_PARTS } from '../forms/date-parts';
import type { FieldSpec } from '../forms/form-types';
import { dateField } from './date-field';

export const TITLE_OPTIONS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;

/**
 * Title, names, date of birth and phone: the same fields on the registration form (where the date
 * of birth is required) and on the dashboard's account details (where blank means no change).
 */
export function personalFields(
  t: Translate,
  options: { dateOfBirthRequired: boolean },
): FieldSpec[] {
  return [
    {
      name: 'prefix',
      label: t('account.fields.title'),
      type: 'select',
      autoComplete: 'honorific-prefix',
      options: [
        { value: '', label: t('account.fields.titleNone') },
        ...TITLE_OPTIONS.map((value) => ({ value, label: t(`account.titles.${value}`) })),
      ],
    },
    {
      name: 'firstname',
      label: t('account.fields.firstName'),
      type: 'text',
      autoComplete: 'given-name',
      required: true,
    },
    {
      name: 'lastname',
      label: t('account.fields.lastName'),
      type: 'text',
      autoComplete: 'family-name',
      required: true,
    },
    dateField(t, {
      name: 'date_of_birth',
      label: t('account.fields.dateOfBirth'),
      parts: BIRTH_DATE_PARTS,
      hint: t('account.fields.dateOfBirthHint'),
      birthDate: true,
      ...(options.dateOfBirthRequired ? { required: true } : {}),
    }),
    { name: 'phone', label: t('account.fields.phone'), type: 'tel', autoComplete: 'tel' },
  ];
}
