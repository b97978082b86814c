import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { loginAction } from '../actions';
import { AccountForm } from '../forms/account-form';
import { RETURN_PARAM, safeReturnPath } from '../return-path';
import { AccountPage } from './account-page';
import { formText } from './form-text';

/**
 * /login and /login-page (SPEC §2.1, §2.3): the sign-in form. The session cookie is set by the
 * server action; the page returns to a same-site path from `?return=` or to the dashboard.
 */
export async function LoginView({
  storeView,
  searchParams,
  fullPage,
}: {
  storeView: StoreViewCode;
  searchParams: Record<string, string | string[] | undefined>;
  fullPage: boolean;
}) {
  const t = await getTranslator(storeView);
  const rawReturn = searchParams[RETURN_PARAM];
  const returnTo = safeReturnPath(
    typeof rawReturn === 'string' ? rawReturn : undefined,
    withStorePrefix(storeView, '/dashboard'),
  );
  const link = (path: string) => withStorePrefix(storeView, path);
  return (
    <AccountPage
      title={t('account.login.title')}
      testId={fullPage ? 'route:login-page' : 'route:login'}
      intro={<p>{t('account.login.intro')}</p>}
    >
      <div className="ls-account-columns">
        <div>
          <AccountForm
            schema="login"
            testId="account:login-form"
            action={loginAction.bind(null, storeView, returnTo)}
            text={formText(t, 'account.login.submit')}
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
          <ul className="ls-account-links">
            <li>
              <Link href={link('/customer/forgotpassword')} data-testid="account:forgot-password">
                {t('account.login.forgotPassword')}
              </Link>
            </li>
            <li>
              <Link href={link('/customer/account/confirmation')}>
                {t('account.login.resendConfirmation')}
              </Link>
            </li>
          </ul>
        </div>
        <aside className="ls-account-aside">
          <h2>{t('account.login.newCustomer')}</h2>
          <p>{t('account.login.newCustomerText')}</p>
          <Link
            className="ls-button ls-button-secondary"
            href={link('/create-account')}
            data-testid="account:create-account-link"
          >
            {t('account.login.createAccount')}
          </Link>
        </aside>
      </div>
    </AccountPage>
  );
}
