import Link from 'next/link';
import { requiresIdCheck } from '@lumo/customer-schema';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import { registerAction } from '../actions';
import { AccountForm } from '../forms/account-form';
import { EXPIRY_DATE_PARTS } from '../forms/date-parts';
import type { FieldGroup, FieldSpec } from '../forms/form-types';
import { AccountPage } from './account-page';
import { dateField } from './date-field';
import { personalFields } from './personal-fields';
import { formText } from './form-text';

function addressFields(t: Translate, prefix: string, autoComplete: boolean): FieldSpec[] {
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return [
    {
      name: name('street.0'),
      label: t('account.fields.street1'),
      type: 'text',
      required: true,
      autoComplete: autoComplete ? 'address-line1' : 'off',
    },
    {
      name: name('street.1'),
      label: t('account.fields.street2'),
      type: 'text',
      autoComplete: autoComplete ? 'address-line2' : 'off',
    },
    {
      name: name('city'),
      label: t('account.fields.city'),
      type: 'text',
      required: true,
      autoComplete: autoComplete ? 'address-level2' : 'off',
    },
    {
      name: name('postcode'),
      label: t('account.fields.postcode'),
      type: 'text',
      required: true,
      autoComplete: autoComplete ? 'postal-code' : 'off',
    },
  ];
}

/** SPEC §3.2's registration fields of a store view; the ID-check fields only where required. */
export function registrationGroups(t: Translate, storeView: StoreViewCode): FieldGroup[] {
  const groups: FieldGroup[] = [
    {
      legend: t('account.register.aboutYou'),
      fields: personalFields(t, { dateOfBirthRequired: true }),
    },
    {
      legend: t('account.register.signIn'),
      fields: [
        {
          name: 'email',
          label: t('account.fields.email'),
          type: 'email',
          autoComplete: 'email',
          required: true,
        },
        {
          name: 'password',
          label: t('account.fields.password'),
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          hint: t('account.fields.passwordHint'),
        },
        {
          name: 'passwordConfirm',
          label: t('account.fields.passwordConfirm'),
          type: 'password',
          autoComplete: 'new-password',
          required: true,
        },
      ],
    },
  ];
  if (requiresIdCheck(storeView)) {
    groups.push(
      { legend: t('account.register.yourAddress'), fields: addressFields(t, '', true) },
      {
        legend: t('account.register.electoralAddress'),
        fields: addressFields(t, 'electoral_address', false),
      },
      {
        legend: t('account.register.idDocument'),
        fields: [
          {
            name: 'passport_number',
            label: t('account.fields.passportNumber'),
            type: 'text',
            autoComplete: 'off',
            hint: t('account.register.idDocumentHint'),
          },
          {
            name: 'driving_licence_number',
            label: t('account.fields.drivingLicenceNumber'),
            type: 'text',
            autoComplete: 'off',
          },
          dateField(t, {
            name: 'id_document_expiry',
            label: t('account.fields.idDocumentExpiry'),
            parts: EXPIRY_DATE_PARTS,
            hint: t('account.fields.idDocumentExpiryHint'),
            required: true,
          }),
        ],
      },
      {
        legend: t('account.register.drivingAddress'),
        fields: addressFields(t, 'driving_address', false).map((field) => ({
          ...field,
          required: false,
        })),
      },
    );
  }
  groups.push({
    fields: [
      {
        name: 'referral_code',
        label: t('account.fields.referralCode'),
        type: 'text',
        autoComplete: 'off',
      },
      { name: 'is_subscribed', label: t('account.fields.newsletter'), type: 'checkbox' },
      {
        name: 'policy_agreed',
        label: t('account.fields.policyAgreed'),
        type: 'checkbox',
        required: true,
      },
    ],
  });
  return groups;
}

/** /create-account and /create-account/{awraf} (SPEC §2.1, §3.2). */
export async function RegisterView({
  storeView,
  referralCode,
}: {
  storeView: StoreViewCode;
  referralCode: string | null;
}) {
  const [t, config] = await Promise.all([getTranslator(storeView), getStoreConfig(storeView)]);
  return (
    <AccountPage
      title={t('account.register.title')}
      testId="route:create-account"
      intro={
        <p>
          {t('account.register.intro')}{' '}
          <Link href={withStorePrefix(storeView, '/login')}>
            {t('account.register.haveAccount')}
          </Link>
        </p>
      }
    >
      <AccountForm
        schema="register"
        schemaArgument={storeView}
        testId="account:register-form"
        action={registerAction.bind(null, storeView)}
        text={formText(t, 'account.register.submit')}
        groups={registrationGroups(t, storeView)}
        defaultValues={{
          referral_code: referralCode ?? '',
          is_subscribed: false,
          policy_agreed: false,
        }}
        storedDefaults={referralCode ? undefined : { referral_code: 'aw-raf-referral' }}
        captcha={{ siteKey: config?.recaptchaSiteKey ?? '', action: 'create_account' }}
      />
    </AccountPage>
  );
}
