import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import {
  alreadyExistsError,
  authenticationError,
  categorisedError,
  inputError,
} from '../../errors';

/** Magento's messages (CustomerGraphQl), so Magento clients show what they expect. */
export const CUSTOMER_MESSAGES = {
  notAuthorized: "The current customer isn't authorized.",
  signInFailed:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  notConfirmed: "This account isn't confirmed. Verify and try again.",
  emailTaken: 'A customer with the same email address already exists in an associated website.',
  wrongPassword: "The password doesn't match this account. Verify the password and try again.",
  resetTokenInvalid: 'The password token is mismatched. Reset and try again.',
  confirmationInvalid: 'The confirmation token is invalid. Verify the token and try again.',
  alreadyActive: 'The account is already active.',
  samePassword: 'The new password must differ from the current one.',
} as const;

export const notAuthorizedError = () =>
  categorisedError('graphql-authorization', CUSTOMER_MESSAGES.notAuthorized);
export const signInFailedError = () => authenticationError(CUSTOMER_MESSAGES.signInFailed);
export const notConfirmedError = () => authenticationError(CUSTOMER_MESSAGES.notConfirmed);
export const emailTakenError = () =>
  alreadyExistsError(CUSTOMER_MESSAGES.emailTaken, { field: 'email' });
export const wrongPasswordError = (field = 'password') =>
  authenticationError(CUSTOMER_MESSAGES.wrongPassword, { field });
export const resetTokenInvalidError = () =>
  inputError(CUSTOMER_MESSAGES.resetTokenInvalid, { field: 'resetPasswordToken' });
export const confirmationInvalidError = () =>
  inputError(CUSTOMER_MESSAGES.confirmationInvalid, { field: 'confirmation_key' });

/** Reset links work for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** What one referred registration earns the referrer, in the store view's currency. */
export const REFERRAL_REWARD = 5;

/** Absolute storefront links of the mails and the referral program (config.storefrontUrl + prefix). */
export class CustomerLinks {
  constructor(private readonly storefrontUrl: string) {}

  private base(storeView: StoreViewCode): string {
    return `${this.storefrontUrl}${getStoreView(storeView).pathPrefix}`;
  }

  confirmAccount(storeView: StoreViewCode, customerId: number, key: string): string {
    const query = new URLSearchParams({ id: String(customerId), key });
    return `${this.base(storeView)}/customer/account/confirm?${query}`;
  }

  resetPassword(storeView: StoreViewCode, email: string, token: string): string {
    const query = new URLSearchParams({ email, token });
    return `${this.base(storeView)}/customer/account/createPassword/?${query}`;
  }

  account(storeView: StoreViewCode): string {
    return `${this.base(storeView)}/dashboard`;
  }

  login(storeView: StoreViewCode): string {
    return `${this.base(storeView)}/login-page`;
  }

  referral(storeView: StoreViewCode, code: string): string {
    return `${this.base(storeView)}/create-account/${encodeURIComponent(code)}`;
  }

  newsletterConfirm(storeView: StoreViewCode, id: number, code: string): string {
    return `${this.base(storeView)}/newsletter/subscriber/confirm/id/${id}/code/${encodeURIComponent(code)}`;
  }

  newsletterUnsubscribe(storeView: StoreViewCode, id: number, code: string): string {
    return `${this.base(storeView)}/newsletter/subscriber/unsubscribe/id/${id}/code/${encodeURIComponent(code)}`;
  }
}
