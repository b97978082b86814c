'use server';

import { storeViewCodeSchema, withStorePrefix } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { loginAction } from './actions';
import type { FormResult, FormValues } from './forms/form-types';
import type { LoginDialogText } from './header/login-dialog-types';
import { formText } from './views/form-text';

/**
 * The header's login dialog (ADR 0031). Its words come with the dialog instead of with every
 * page's HTML; its sign-in is /login's action (same validation, cookies and messages) minus the
 * redirect, since the dialog keeps the shopper on the page they were on.
 */
export async function loginDialogTextAction(storeViewInput: string): Promise<LoginDialogText> {
  const storeView = storeViewCodeSchema.parse(storeViewInput);
  const t = await getTranslator(storeView);
  return {
    title: t('account.login.title'),
    intro: t('account.login.intro'),
    email: t('account.fields.email'),
    password: t('account.fields.password'),
    forgotPassword: t('account.login.forgotPassword'),
    newCustomer: t('account.login.newCustomer'),
    createAccount: t('account.login.createAccount'),
    form: formText(t, 'account.login.submit'),
    links: {
      forgotPassword: withStorePrefix(storeView, '/customer/forgotpassword'),
      createAccount: withStorePrefix(storeView, '/create-account'),
    },
  };
}

export async function loginDialogAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const result = await loginAction(storeViewInput, null, values);
  return result.ok ? { ok: true } : result;
}
