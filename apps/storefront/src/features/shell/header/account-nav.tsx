import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { logoutAction } from '@/features/account/actions';
import type { AccountMenuStrings } from '@/features/account/header/account-menu';
import { AccountMenu } from './deferred-header-islands';
import { CANADA_FAVICONS } from '@/features/account/favicons';
import { loginDialogAction, loginDialogTextAction } from '@/features/account/login-dialog-actions';
import { getAgeVerificationEnabled } from '@/features/account/server/age-verification-config';

/**
 * The header's account navigation (SPEC §2.3). Pages are cached for every visitor, so the server
 * renders the guest's links and the accounts feature's island (features/account/header) swaps in
 * the My Account menu in the browser once the account has loaded (ADR 0026).
 */
export async function AccountNav({
  storeView,
  federalVapingRules,
  strings,
}: {
  storeView: StoreViewCode;
  federalVapingRules: boolean;
  strings: AccountMenuStrings;
}) {
  const view = getStoreView(storeView);
  const ageVerificationEnabled = await getAgeVerificationEnabled(storeView, federalVapingRules);
  return (
    <AccountMenu
      storeView={storeView}
      pathPrefix={view.pathPrefix}
      federalVapingRules={federalVapingRules}
      ageVerificationEnabled={ageVerificationEnabled}
      strings={strings}
      logout={logoutAction}
      loginDialog={
        federalVapingRules
          ? undefined
          : { loadText: loginDialogTextAction, login: loginDialogAction }
      }
      favicons={storeView === 'ca' ? CANADA_FAVICONS : undefined}
    />
  );
}
