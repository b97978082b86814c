import Link from 'next/link';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { REGION_REQUIRED_COUNTRIES } from '@lumo/customer-schema';
import { getTranslator, type Translate } from '@/features/i18n/server';
import {
  changePasswordAction,
  deleteAddressAction,
  saveAddressAction,
  updateCommunicationAction,
  updateDetailsAction,
} from '../actions';
import { AccountForm } from '../forms/account-form';
import { BIRTH_DATE_PARTS, splitIsoDate } from '../forms/date-parts';
import type { FieldGroup } from '../forms/form-types';
import type { Customer, CustomerAddress } from '../server/customer-api';
import { personalFields } from '../views/personal-fields';
import { formText } from '../views/form-text';
import { CopyButton } from './copy-button';
import { DeleteAddressButton } from './delete-address-button';

/** The countries an address of a store view may be in (the pan-European view: the EU's). */
const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

export function addressCountries(storeView: StoreViewCode): string[] {
  const country = getStoreView(storeView).countryId;
  return country === 'EU' ? EU_COUNTRIES : [country];
}

function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatMoney(locale: string, value: number | null, currency: string | null): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'GBP' }).format(
      value ?? 0,
    );
  } catch {
    return `${value ?? 0} ${currency ?? ''}`.trim();
  }
}

/** /dashboard (SPEC §2.5 "dashboard"): an overview with a way into each tab. */
export async function DashboardOverview({
  storeView,
  customer,
  justCreated,
}: {
  storeView: StoreViewCode;
  customer: Customer;
  justCreated: boolean;
}) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  const link = (path: string) => withStorePrefix(storeView, path);
  const defaultAddress =
    (customer.addresses ?? []).find((address) => address?.default_shipping) ??
    customer.addresses?.[0];
  return (
    <section className="ls-account-page" data-testid="route:dashboard">
      <h1>{t('dashboard.overview.title')}</h1>
      {justCreated ? (
        <p
          role="status"
          className="ls-account-message ls-account-message-success"
          data-testid="dashboard:welcome"
        >
          {t('dashboard.overview.created')}
        </p>
      ) : null}
      <p data-testid="dashboard:greeting">
        {t('dashboard.overview.greeting', { name: customer.firstname })}
      </p>
      <div className="ls-dashboard-cards">
        <article className="ls-dashboard-card">
          <h2>{t('dashboard.overview.contact')}</h2>
          <p data-testid="dashboard:name">
            {[customer.prefix, customer.firstname, customer.lastname].filter(Boolean).join(' ')}
          </p>
          <p data-testid="dashboard:email">{customer.email}</p>
          <Link href={link('/dashboard/account-details')}>{t('dashboard.overview.edit')}</Link>
        </article>
        <article className="ls-dashboard-card">
          <h2>{t('dashboard.overview.address')}</h2>
          {defaultAddress ? (
            <AddressText address={defaultAddress} locale={view.locale} />
          ) : (
            <p>{t('dashboard.addresses.none')}</p>
          )}
          <Link href={`${link('/dashboard/account-details')}#addresses`}>
            {t('dashboard.overview.manageAddresses')}
          </Link>
        </article>
        <article className="ls-dashboard-card">
          <h2>{t('dashboard.overview.communication')}</h2>
          <p>
            {t(
              customer.communication.newsletter
                ? 'dashboard.overview.subscribed'
                : 'dashboard.overview.notSubscribed',
            )}
          </p>
          <Link href={link('/dashboard/communication')}>{t('dashboard.overview.edit')}</Link>
        </article>
        <article className="ls-dashboard-card">
          <h2>{t('dashboard.overview.referral')}</h2>
          <p>{t('dashboard.referral.yourCode', { code: customer.referral.code })}</p>
          <Link href={link('/dashboard/referral-program')}>{t('dashboard.overview.more')}</Link>
        </article>
      </div>
    </section>
  );
}

function AddressText({ address, locale }: { address: CustomerAddress; locale: string }) {
  return (
    <address className="ls-address" data-testid="dashboard:address-text">
      {[address.firstname, address.lastname].filter(Boolean).join(' ')}
      {(address.street ?? []).filter(Boolean).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {[address.postcode, address.city].filter(Boolean).join(' ')}
      {address.region?.region ? `, ${address.region.region}` : ''}
      <br />
      {address.country_code ? countryName(locale, address.country_code) : ''}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </address>
  );
}

function detailsGroups(t: Translate): FieldGroup[] {
  return [
    {
      fields: personalFields(t, { dateOfBirthRequired: false }),
    },
  ];
}

function addressGroups(t: Translate, storeView: StoreViewCode): FieldGroup[] {
  const view = getStoreView(storeView);
  const countries = addressCountries(storeView);
  const needsRegion = countries.some((code) => REGION_REQUIRED_COUNTRIES.includes(code));
  return [
    {
      fields: [
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
        {
          name: 'telephone',
          label: t('account.fields.phone'),
          type: 'tel',
          autoComplete: 'tel',
          required: true,
        },
        {
          name: 'street.0',
          label: t('account.fields.street1'),
          type: 'text',
          autoComplete: 'address-line1',
          required: true,
        },
        {
          name: 'street.1',
          label: t('account.fields.street2'),
          type: 'text',
          autoComplete: 'address-line2',
        },
        {
          name: 'city',
          label: t('account.fields.city'),
          type: 'text',
          autoComplete: 'address-level2',
          required: true,
        },
        ...(needsRegion
          ? [
              {
                name: 'region.region_code',
                label: t('account.fields.region'),
                type: 'text' as const,
                autoComplete: 'address-level1',
                required: true,
                hint: t('account.fields.regionHint'),
              },
            ]
          : []),
        {
          name: 'postcode',
          label: t('account.fields.postcode'),
          type: 'text',
          autoComplete: 'postal-code',
          required: true,
        },
        {
          name: 'country_code',
          label: t('account.fields.country'),
          type: 'select',
          autoComplete: 'country',
          required: true,
          options: countries.map((code) => ({
            value: code,
            label: countryName(view.locale, code),
          })),
        },
        {
          name: 'default_shipping',
          label: t('dashboard.addresses.defaultShipping'),
          type: 'checkbox',
        },
        {
          name: 'default_billing',
          label: t('dashboard.addresses.defaultBilling'),
          type: 'checkbox',
        },
      ],
    },
  ];
}

function addressValues(
  address: CustomerAddress | null,
  customer: Customer,
  storeView: StoreViewCode,
) {
  const street = address?.street ?? [];
  return {
    firstname: address?.firstname ?? customer.firstname,
    lastname: address?.lastname ?? customer.lastname,
    telephone: address?.telephone ?? customer.phone ?? '',
    street: [street[0] ?? '', street[1] ?? ''],
    city: address?.city ?? '',
    region: { region_code: address?.region?.region_code ?? '' },
    postcode: address?.postcode ?? '',
    country_code: address?.country_code ?? addressCountries(storeView)[0],
    default_shipping: address?.default_shipping ?? false,
    default_billing: address?.default_billing ?? false,
  };
}

/** /dashboard/account-details (SPEC §2.5 "details"): account details and the address book. */
export async function AccountDetails({
  storeView,
  customer,
}: {
  storeView: StoreViewCode;
  customer: Customer;
}) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  const addresses = (customer.addresses ?? []).filter(
    (address): address is CustomerAddress & { id: number } => Boolean(address?.id),
  );
  const countryForm = addressCountries(storeView)[0];
  return (
    <section className="ls-account-page" data-testid="route:account-details">
      <h1>{t('dashboard.details.title')}</h1>
      <section aria-labelledby="account-details-heading" className="ls-dashboard-section">
        <h2 id="account-details-heading">{t('dashboard.details.personal')}</h2>
        <p>
          {t('account.fields.email')}:{' '}
          <span data-testid="dashboard:details-email">{customer.email}</span>
        </p>
        <AccountForm
          schema="details"
          testId="dashboard:details-form"
          action={updateDetailsAction.bind(null, storeView)}
          text={formText(t, 'dashboard.details.save')}
          groups={detailsGroups(t)}
          defaultValues={{
            prefix: customer.prefix ?? '',
            firstname: customer.firstname,
            lastname: customer.lastname,
            ...splitIsoDate(customer.date_of_birth, BIRTH_DATE_PARTS),
            phone: customer.phone ?? '',
          }}
        />
      </section>
      <section aria-labelledby="password-heading" className="ls-dashboard-section">
        <h2 id="password-heading">{t('dashboard.password.title')}</h2>
        <AccountForm
          schema="changePassword"
          testId="dashboard:password-form"
          action={changePasswordAction.bind(null, storeView)}
          text={formText(t, 'dashboard.password.save')}
          groups={[
            {
              fields: [
                {
                  name: 'currentPassword',
                  label: t('dashboard.password.current'),
                  type: 'password',
                  autoComplete: 'current-password',
                  required: true,
                },
                {
                  name: 'password',
                  label: t('account.fields.newPassword'),
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
          ]}
        />
      </section>
      <section id="addresses" aria-labelledby="addresses-heading" className="ls-dashboard-section">
        <h2 id="addresses-heading">{t('dashboard.addresses.title')}</h2>
        {addresses.length === 0 ? <p>{t('dashboard.addresses.none')}</p> : null}
        <ul className="ls-address-list" data-testid="dashboard:addresses">
          {addresses.map((address) => (
            <li key={address.id} data-testid="dashboard:address">
              <AddressText address={address} locale={view.locale} />
              <p className="ls-address-defaults">
                {address.default_shipping ? (
                  <span>{t('dashboard.addresses.isDefaultShipping')}</span>
                ) : null}
                {address.default_billing ? (
                  <span>{t('dashboard.addresses.isDefaultBilling')}</span>
                ) : null}
              </p>
              <details className="ls-address-edit">
                <summary data-testid="dashboard:edit-address">
                  {t('dashboard.addresses.edit')}
                </summary>
                <AccountForm
                  schema="address"
                  schemaArgument={address.country_code ?? countryForm}
                  testId="dashboard:address-form"
                  action={saveAddressAction.bind(null, storeView, address.id)}
                  text={formText(t, 'dashboard.addresses.save')}
                  groups={addressGroups(t, storeView)}
                  defaultValues={addressValues(address, customer, storeView)}
                />
              </details>
              <DeleteAddressButton
                label={t('dashboard.addresses.delete')}
                confirm={t('dashboard.addresses.deleteConfirm')}
                action={deleteAddressAction.bind(null, storeView, address.id)}
              />
            </li>
          ))}
        </ul>
        <details className="ls-address-new" open={addresses.length === 0}>
          <summary data-testid="dashboard:add-address">{t('dashboard.addresses.add')}</summary>
          <AccountForm
            schema="address"
            schemaArgument={countryForm}
            testId="dashboard:new-address-form"
            action={saveAddressAction.bind(null, storeView, null)}
            text={formText(t, 'dashboard.addresses.save')}
            groups={addressGroups(t, storeView)}
            defaultValues={addressValues(null, customer, storeView)}
          />
        </details>
      </section>
    </section>
  );
}

/** /dashboard/communication (SPEC §2.5 "chat"): newsletter, text and post preferences. */
export async function CommunicationPreferences({
  storeView,
  customer,
}: {
  storeView: StoreViewCode;
  customer: Customer;
}) {
  const t = await getTranslator(storeView);
  return (
    <section className="ls-account-page" data-testid="route:communication">
      <h1>{t('dashboard.communication.title')}</h1>
      <p>{t('dashboard.communication.intro')}</p>
      <AccountForm
        schema="communication"
        testId="dashboard:communication-form"
        action={updateCommunicationAction.bind(null, storeView)}
        text={formText(t, 'dashboard.communication.save')}
        groups={[
          {
            legend: t('dashboard.communication.newsletterBlock'),
            fields: [
              {
                name: 'newsletter',
                label: t('dashboard.communication.newsletter'),
                type: 'checkbox',
              },
            ],
          },
          {
            legend: t('dashboard.communication.textBlock'),
            fields: [{ name: 'text', label: t('dashboard.communication.text'), type: 'checkbox' }],
          },
          {
            legend: t('dashboard.communication.postBlock'),
            fields: [{ name: 'post', label: t('dashboard.communication.post'), type: 'checkbox' }],
          },
        ]}
        defaultValues={{ ...customer.communication }}
      />
    </section>
  );
}

/** /dashboard/referral-program (SPEC §2.5 "referral"): the code, the share link, the amount. */
export async function ReferralProgram({
  storeView,
  customer,
}: {
  storeView: StoreViewCode;
  customer: Customer;
}) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  const { code, share_url: shareUrl, referral_amount: amount } = customer.referral;
  return (
    <section className="ls-account-page" data-testid="route:referral-program">
      <h1>{t('dashboard.referral.title')}</h1>
      <p>{t('dashboard.referral.intro')}</p>
      <dl className="ls-referral">
        <dt>{t('dashboard.referral.code')}</dt>
        <dd data-testid="dashboard:referral-code">{code}</dd>
        <dt>{t('dashboard.referral.shareLink')}</dt>
        <dd>
          <input
            className="ls-referral-link"
            readOnly
            value={shareUrl}
            aria-label={t('dashboard.referral.shareLink')}
            data-testid="dashboard:share-link"
          />{' '}
          <CopyButton
            text={shareUrl}
            label={t('dashboard.referral.copy')}
            copied={t('dashboard.referral.copied')}
          />
        </dd>
        <dt>{t('dashboard.referral.amount')}</dt>
        <dd data-testid="dashboard:referral-amount">
          {formatMoney(view.locale, amount.value ?? null, amount.currency ?? null)}
        </dd>
      </dl>
    </section>
  );
}

/** SPEC §8 "Account load failure" on an account page: the message, the way back to sign in. */
export async function AccountUnavailable({
  storeView,
  message,
}: {
  storeView: StoreViewCode;
  message: string;
}) {
  const t = await getTranslator(storeView);
  const shown = message.replace(/^GraphQL error: /, '').trim() || t('account.login.failed');
  return (
    <section className="ls-account-page" data-testid="route:account-unavailable">
      <h1>{t('dashboard.unavailable.title')}</h1>
      <p
        role="alert"
        className="ls-account-message ls-account-message-error"
        data-testid="account:load-error"
      >
        {shown}
      </p>
      <p>
        <Link href={withStorePrefix(storeView, '/login')}>{t('account.common.goToLogin')}</Link>
      </p>
    </section>
  );
}
