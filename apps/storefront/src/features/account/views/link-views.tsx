import Link from 'next/link';
import { newsletterLinkSchema } from '@lumo/customer-schema';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import {
  AccountConfirmEmailDocument,
  AccountConfirmNewsletterDocument,
  AccountUnsubscribeDocument,
} from '@lumo/graphql';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import { newsletterSignupAction, loginAction } from '../actions';
import { AccountForm } from '../forms/account-form';
import { customerCall } from '../server/customer-api';
import { translatedErrorMessage } from '../server/api-errors';
import { forwardedFor } from '../server/session';
import { AccountMessage, AccountPage } from './account-page';
import { EmailForm } from './email-form';
import { formText } from './form-text';

type SearchParams = Record<string, string | string[] | undefined>;

function param(searchParams: SearchParams, name: string, max: number): string | null {
  const value = searchParams[name];
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/**
 * /customer/account/confirm?id&key: the link of the confirmation mail confirms the account, then
 * offers the sign-in form with the address filled in.
 */
export async function ConfirmEmailView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const id = param(searchParams, 'id', 20);
  const key = param(searchParams, 'key', 200);
  const resendLink = (
    <p>
      <Link href={withStorePrefix(storeView, '/customer/account/confirmation')}>
        {t('account.confirm.resend')}
      </Link>
    </p>
  );
  if (!id || !/^\d+$/.test(id) || !key) {
    return (
      <AccountMessage
        title={t('account.confirm.title')}
        testId="route:confirm"
        message={t('account.confirm.invalidLink')}
        tone="error"
      >
        {resendLink}
      </AccountMessage>
    );
  }
  const result = await customerCall(AccountConfirmEmailDocument, {
    storeView,
    variables: { input: { id, confirmation_key: key } },
    forwardedFor: await forwardedFor(),
  });
  if (result.kind !== 'ok' || !result.data.confirmEmail) {
    return (
      <AccountMessage
        title={t('account.confirm.title')}
        testId="route:confirm"
        message={
          result.kind === 'graphql-error'
            ? translatedErrorMessage(t, result.errors[0])
            : t('account.errors.unavailable')
        }
        tone="error"
      >
        {resendLink}
      </AccountMessage>
    );
  }
  return (
    <AccountMessage
      title={t('account.confirm.title')}
      testId="route:confirm"
      message={t('account.confirm.done')}
      tone="success"
    >
      <AccountForm
        schema="login"
        testId="account:login-form"
        action={loginAction.bind(null, storeView, withStorePrefix(storeView, '/dashboard'))}
        text={formText(t, 'account.login.submit')}
        defaultValues={{ email: result.data.confirmEmail.customer.email, password: '' }}
        groups={[
          {
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
                autoComplete: 'current-password',
                required: true,
              },
            ],
          },
        ]}
      />
    </AccountMessage>
  );
}

/** /newsletter/subscriber/{confirm|unsubscribe}/id/{id}/code/{code}: the newsletter mail's links. */
export async function NewsletterLinkView({
  storeView,
  kind,
  id,
  code,
}: {
  storeView: StoreViewCode;
  kind: 'confirm' | 'unsubscribe';
  id: string;
  code: string;
}) {
  const t = await getTranslator(storeView);
  const title = t(
    kind === 'confirm' ? 'account.newsletter.confirmTitle' : 'account.newsletter.unsubscribeTitle',
  );
  const testId = kind === 'confirm' ? 'route:newsletter-confirm' : 'route:newsletter-unsubscribe';
  const link = newsletterLinkSchema.safeParse({ id, code });
  if (!link.success) {
    return (
      <AccountMessage
        title={title}
        testId={testId}
        message={t('account.newsletter.invalidLink')}
        tone="error"
      />
    );
  }
  const result = await customerCall(
    kind === 'confirm' ? AccountConfirmNewsletterDocument : AccountUnsubscribeDocument,
    {
      storeView,
      variables: { id: String(link.data.id), code: link.data.code },
      forwardedFor: await forwardedFor(),
    },
  );
  if (result.kind !== 'ok') {
    return (
      <AccountMessage
        title={title}
        testId={testId}
        message={
          result.kind === 'graphql-error'
            ? translatedErrorMessage(t, result.errors[0])
            : t('account.errors.unavailable')
        }
        tone="error"
      />
    );
  }
  return (
    <AccountMessage
      title={title}
      testId={testId}
      tone="success"
      message={t(
        kind === 'confirm' ? 'account.newsletter.confirmed' : 'account.newsletter.unsubscribed',
      )}
    >
      <p>
        <Link href={withStorePrefix(storeView, '/')}>{t('account.common.continueShopping')}</Link>
      </p>
    </AccountMessage>
  );
}

/** /newsletter-signup: the newsletter form for everyone (double opt-in by mail). */
export async function NewsletterSignupView({ storeView }: { storeView: StoreViewCode }) {
  const [t, config] = await Promise.all([getTranslator(storeView), getStoreConfig(storeView)]);
  return (
    <AccountPage
      title={t('account.newsletter.signupTitle')}
      testId="route:newsletter-signup"
      intro={<p>{t('account.newsletter.signupIntro')}</p>}
    >
      <EmailForm
        t={t}
        testId="account:newsletter-form"
        action={newsletterSignupAction.bind(null, storeView)}
        submitKey="account.newsletter.submit"
        captcha={{ siteKey: config?.recaptchaSiteKey ?? '', action: 'newsletter' }}
      />
    </AccountPage>
  );
}

/** /customer/account/logoutSuccess (SPEC §2.3: where Canada goes after logout). */
export async function LogoutSuccessView({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <AccountMessage
      title={t('account.logout.title')}
      testId="route:logout-success"
      message={t('account.logout.success')}
      tone="success"
    >
      <p>
        <Link href={withStorePrefix(storeView, '/')}>{t('account.common.continueShopping')}</Link>
      </p>
    </AccountMessage>
  );
}

const CONDITION = /^[a-z0-9_-]{1,32}$/i;
const NUMERIC_ID = /^\d{1,10}$/;

/**
 * /emailvalidation/validate/{condition}/oid/{orderId}/cid/{customerId} (SPEC §2.1): an order
 * mail's validation link. Orders come with the checkout issue, so the shape is checked and the
 * page says what it can.
 */
export async function EmailValidationView({
  storeView,
  condition,
  orderId,
  customerId,
}: {
  storeView: StoreViewCode;
  condition: string;
  orderId: string;
  customerId: string;
}) {
  const t = await getTranslator(storeView);
  const valid =
    CONDITION.test(condition) && NUMERIC_ID.test(orderId) && NUMERIC_ID.test(customerId);
  return (
    <AccountMessage
      title={t('account.emailValidation.title')}
      testId="route:email-validation"
      message={t(valid ? 'account.emailValidation.noOrder' : 'account.emailValidation.invalidLink')}
      tone={valid ? 'info' : 'error'}
    >
      <p>
        <Link href={withStorePrefix(storeView, '/')}>{t('account.common.continueShopping')}</Link>
      </p>
    </AccountMessage>
  );
}
