import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import {
  requestPasswordResetAction,
  resendConfirmationAction,
  resetPasswordAction,
} from '../actions';
import { AccountForm } from '../forms/account-form';
import { AccountMessage, AccountPage } from './account-page';
import { EmailForm } from './email-form';
import { formText } from './form-text';

type SearchParams = Record<string, string | string[] | undefined>;

function param(searchParams: SearchParams, name: string, max = 512): string | null {
  const value = searchParams[name];
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/** /customer/forgotpassword: asks for the reset link by email. */
export async function ForgotPasswordView({ storeView }: { storeView: StoreViewCode }) {
  const [t, config] = await Promise.all([getTranslator(storeView), getStoreConfig(storeView)]);
  return (
    <AccountPage
      title={t('account.forgotPassword.title')}
      testId="route:forgot-password"
      intro={<p>{t('account.forgotPassword.intro')}</p>}
    >
      <EmailForm
        t={t}
        testId="account:forgot-password-form"
        action={requestPasswordResetAction.bind(null, storeView)}
        submitKey="account.forgotPassword.submit"
        captcha={{ siteKey: config?.recaptchaSiteKey ?? '', action: 'password_reset' }}
      />
    </AccountPage>
  );
}

/** /customer/forgotpassword/feedback/{id}: the same answer whether or not the email is known. */
export async function ForgotPasswordFeedbackView({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <AccountMessage
      title={t('account.forgotPassword.title')}
      testId="route:forgot-password-feedback"
      message={t('account.forgotPassword.sent')}
      tone="success"
    >
      <p>
        <Link href={withStorePrefix(storeView, '/login')}>{t('account.common.backToLogin')}</Link>
      </p>
    </AccountMessage>
  );
}

/** /customer/account/createPassword/?email&token: sets a new password with the mailed token. */
export async function CreatePasswordView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const email = param(searchParams, 'email', 254);
  const token = param(searchParams, 'token', 200);
  if (!email || !token) {
    return (
      <AccountMessage
        title={t('account.resetPassword.title')}
        testId="route:create-password"
        message={t('account.resetPassword.invalidLink')}
        tone="error"
      >
        <p>
          <Link href={withStorePrefix(storeView, '/customer/forgotpassword')}>
            {t('account.resetPassword.requestNew')}
          </Link>
        </p>
      </AccountMessage>
    );
  }
  return (
    <AccountPage
      title={t('account.resetPassword.title')}
      testId="route:create-password"
      intro={<p>{t('account.resetPassword.intro', { email })}</p>}
    >
      <AccountForm
        schema="resetPassword"
        testId="account:reset-password-form"
        action={resetPasswordAction.bind(null, storeView, { email, token })}
        text={formText(t, 'account.resetPassword.submit')}
        groups={[
          {
            fields: [
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
      <p>
        <Link href={withStorePrefix(storeView, '/customer/forgotpassword')}>
          {t('account.resetPassword.requestNew')}
        </Link>
      </p>
    </AccountPage>
  );
}

/** /customer/createPassword/feedback/{id}: `done` after a reset; anything else: link invalid. */
export async function CreatePasswordFeedbackView({
  storeView,
  id,
}: {
  storeView: StoreViewCode;
  id: string;
}) {
  const t = await getTranslator(storeView);
  const done = id === 'done';
  return (
    <AccountMessage
      title={t('account.resetPassword.title')}
      testId="route:create-password-feedback"
      message={t(done ? 'account.resetPassword.done' : 'account.resetPassword.invalidLink')}
      tone={done ? 'success' : 'error'}
    >
      <p>
        <Link
          href={withStorePrefix(storeView, done ? '/login' : '/customer/forgotpassword')}
          data-testid="account:feedback-link"
        >
          {t(done ? 'account.common.goToLogin' : 'account.resetPassword.requestNew')}
        </Link>
      </p>
    </AccountMessage>
  );
}

/** /customer/account/confirmation/: sends the confirmation mail again. */
export async function ResendConfirmationView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const justRegistered = param(searchParams, 'sent', 1) === '1';
  return (
    <AccountPage
      title={t('account.confirmation.title')}
      testId="route:confirmation"
      intro={
        justRegistered ? (
          <p
            role="status"
            className="ls-account-message ls-account-message-success"
            data-testid="account:registered"
          >
            {t('account.register.confirmationRequired')}
          </p>
        ) : (
          <p>{t('account.confirmation.intro')}</p>
        )
      }
    >
      <EmailForm
        t={t}
        testId="account:resend-confirmation-form"
        action={resendConfirmationAction.bind(null, storeView)}
        submitKey="account.confirmation.submit"
      />
    </AccountPage>
  );
}
