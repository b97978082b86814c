import type { StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import type { AccountMenuStrings } from './account-menu';

/** The header account island's words in the store view's language (ADR 0019). */
export async function accountMenuStrings(storeView: StoreViewCode): Promise<AccountMenuStrings> {
  const t = await getTranslator(storeView);
  return {
    account: t('shell.header.account'),
    login: t('shell.header.login'),
    createAccount: t('shell.header.createAccount'),
    myAccount: t('account.menu.myAccount'),
    dashboard: t('account.menu.dashboard'),
    accountDetails: t('account.menu.accountDetails'),
    ageVerification: t('account.menu.ageVerification'),
    logout: t('account.menu.logout'),
    logoutFailed: t('account.menu.logoutFailed'),
    seeYou: t('account.logout.seeYou'),
    loggedOut: t('account.logout.loggedOut'),
    close: t('shell.modal.close'),
  };
}
