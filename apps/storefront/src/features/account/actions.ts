'use server';

import { z } from 'zod';
import {
  addressSchemaFor,
  countryOf,
  customerUpdateSchema,
  newsletterEmailSchema,
  passwordChangeSchema,
  passwordResetSchema,
  registrationSchemaFor,
  signInSchema,
} from '@lumo/customer-schema';
import {
  getStoreView,
  storeViewCodeSchema,
  withStorePrefix,
  type StoreViewCode,
} from '@lumo/block-schema';
import {
  AccountChangePasswordDocument,
  AccountCreateAddressDocument,
  AccountDeleteAddressDocument,
  AccountLoginDocument,
  AccountLogoutDocument,
  AccountRegisterDocument,
  AccountRequestResetDocument,
  AccountResendConfirmationDocument,
  AccountResetPasswordDocument,
  AccountSubscribeDocument,
  AccountUpdateAddressDocument,
  AccountUpdateDocument,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { mergeGuestCartIntoCustomer } from '@/features/cart/server/cart-session';
import { getTranslator, type Translate } from '@/features/i18n/server';
import type { OperationDocument } from '@/lib/api/storefront-graphql';
import type { FormResult, FormValues } from './forms/form-types';
import { withoutEmptyAddresses } from './forms/form-values';
import { safeReturnPath } from './return-path';
import { cleanMessage, failureResult, issuesResult } from './server/api-errors';
import { customerCall } from './server/customer-api';
import {
  clearCustomerSession,
  customerToken,
  forwardedFor,
  sessionSecondsOf,
  setCustomerSession,
} from './server/session';

/**
 * The account forms' server actions (ADR 0026). Every action re-validates its input with the
 * shared schema (the browser's check is a convenience), calls the api from the server, and
 * answers translated messages. Only these actions see the customer token: they set and clear the
 * httpOnly cookie and never return it.
 */

const MAX_FIELDS = 60;

function parseStoreView(value: unknown) {
  return storeViewCodeSchema.parse(value);
}

/** A bounded plain object of the form's values (server actions take any serialisable input). */
function formValues(values: unknown): FormValues {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {};
  return Object.fromEntries(Object.entries(values as FormValues).slice(0, MAX_FIELDS));
}

/**
 * The form's CAPTCHA token (SPEC §3.2's value `recaptcha`), forwarded as the X-ReCaptcha header;
 * never logged. Anything but a bounded string is left out (the api then refuses where required).
 */
function recaptchaOf(values: FormValues): string | null {
  const token = values.recaptcha;
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 ? token : null;
}

/** The form's values without the CAPTCHA token (it goes to the header, not the input). */
function withoutRecaptcha(values: FormValues): FormValues {
  const { recaptcha: _recaptcha, ...rest } = values;
  return rest;
}

async function call<TData, TVariables>(
  storeView: string,
  document: OperationDocument<TData, TVariables>,
  variables: TVariables,
  token?: string | null,
  recaptcha?: string | null,
): Promise<GraphQLResult<TData>> {
  return customerCall(document, {
    storeView: parseStoreView(storeView),
    variables,
    token,
    recaptcha,
    forwardedFor: await forwardedFor(),
  });
}

/** Signs in with the token kept in the httpOnly cookie; the browser gets a redirect only. */
async function signIn(
  storeView: string,
  email: string,
  password: string,
): Promise<{ ok: true } | { ok: false; result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }> }> {
  const result = await call(storeView, AccountLoginDocument, { email, password });
  if (result.kind !== 'ok') return { ok: false, result };
  const token = result.data.generateCustomerToken?.token;
  if (!token) {
    return { ok: false, result: { kind: 'network-error', message: 'No token in the answer' } };
  }
  await setCustomerSession(token, sessionSecondsOf(result.headers));
  // SPEC §4 "merged on login" (ADR 0034): the guest cart's items join the customer's cart. A
  // failed merge keeps the guest cookie and never fails the sign-in.
  await mergeGuestCartIntoCustomer(parseStoreView(storeView), token).catch(() => false);
  return { ok: true };
}

export async function loginAction(
  storeViewInput: string,
  returnTo: string | null,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = signInSchema.safeParse(formValues(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const outcome = await signIn(storeView, input.data.email, input.data.password);
  if (!outcome.ok) {
    if (outcome.result.kind === 'network-error') {
      return { ok: false, formError: t('account.login.failed') };
    }
    // SPEC §8: the api's message without 'GraphQL error: ', else the default.
    const message = cleanMessage(outcome.result.errors[0]?.message);
    return failureResult(t, outcome.result, {}, message || t('account.login.failed'));
  }
  return {
    ok: true,
    redirectTo: safeReturnPath(returnTo, withStorePrefix(storeView, '/dashboard')),
  };
}

/** SPEC §4 logout: revoke the token at the api (best effort), then clear the cookies. */
export async function logoutAction(storeViewInput: string): Promise<{ ok: boolean }> {
  const storeView = parseStoreView(storeViewInput);
  const token = await customerToken();
  let ok = true;
  if (token) {
    const result = await call(storeView, AccountLogoutDocument, {}, token);
    // An expired token is already logged out; only an unreachable api counts as a failure.
    ok = result.kind !== 'network-error';
  }
  await clearCustomerSession();
  return { ok };
}

const REGISTRATION_FIELDS: Record<string, string> = {
  electoral_address: 'electoral_address.street.0',
  driving_address: 'driving_address.street.0',
  street: 'street.0',
};

export async function registerAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  const raw = withoutEmptyAddresses(withoutRecaptcha(form));
  const parsed = registrationSchemaFor(storeView).safeParse(raw);
  if (!parsed.success) return issuesResult(t, parsed.error.issues);
  const { id_check: _idCheck, ...input } = parsed.data;
  const result = await call(storeView, AccountRegisterDocument, { input }, null, recaptchaOf(form));
  if (result.kind !== 'ok') return failureResult(t, result, REGISTRATION_FIELDS);
  const status = result.data.createCustomerV2?.customer.confirmation_status;
  if (status === 'ACCOUNT_CONFIRMATION_REQUIRED') {
    return {
      ok: true,
      redirectTo: `${withStorePrefix(storeView, '/customer/account/confirmation')}?sent=1`,
    };
  }
  const login = await signIn(storeView, input.email, input.password);
  if (!login.ok) {
    return { ok: true, redirectTo: withStorePrefix(storeView, '/login') };
  }
  return { ok: true, redirectTo: `${withStorePrefix(storeView, '/dashboard')}?created=1` };
}

const emailSchema = z.object({ email: newsletterEmailSchema.shape.email });

export async function resendConfirmationAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = emailSchema.safeParse(formValues(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const result = await call(storeView, AccountResendConfirmationDocument, input.data);
  if (result.kind !== 'ok') return failureResult(t, result);
  return { ok: true, message: t('account.confirmation.sent') };
}

export async function requestPasswordResetAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  const input = emailSchema.safeParse(withoutRecaptcha(form));
  if (!input.success) return issuesResult(t, input.error.issues);
  const result = await call(
    storeView,
    AccountRequestResetDocument,
    input.data,
    null,
    recaptchaOf(form),
  );
  if (result.kind !== 'ok') return failureResult(t, result);
  return {
    ok: true,
    redirectTo: withStorePrefix(storeView, '/customer/forgotpassword/feedback/sent'),
  };
}

export async function resetPasswordAction(
  storeViewInput: string,
  link: { email: string; token: string },
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  if (form.password !== form.passwordConfirm) {
    return { ok: false, fieldErrors: { passwordConfirm: t('account.errors.passwordsDiffer') } };
  }
  const input = passwordResetSchema.safeParse({
    email: link?.email,
    resetPasswordToken: link?.token,
    newPassword: form.password,
  });
  if (!input.success) {
    const fieldIssue = input.error.issues.find((issue) => issue.path[0] === 'newPassword');
    if (fieldIssue) return { ok: false, fieldErrors: { password: t(fieldIssue.message) } };
    return { ok: false, formError: t('account.resetPassword.invalidLink') };
  }
  const result = await call(storeView, AccountResetPasswordDocument, input.data);
  if (result.kind !== 'ok') {
    return failureResult(
      t,
      result,
      { newPassword: 'password' },
      t('account.resetPassword.invalidLink'),
    );
  }
  if (!result.data.resetPassword)
    return { ok: false, formError: t('account.resetPassword.invalidLink') };
  return {
    ok: true,
    redirectTo: withStorePrefix(storeView, '/customer/createPassword/feedback/done'),
  };
}

/** Account details (SPEC §3.3) and communication preferences: updateCustomerV2. */
export async function updateDetailsAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  return saveCustomer(storeView, t, formValues(values), 'dashboard.details.saved');
}

/** updateCustomerV2 with the shared schema; answers the saved message of the tab. */
async function saveCustomer(
  storeView: StoreViewCode,
  t: Translate,
  values: Record<string, unknown>,
  savedKey: string,
): Promise<FormResult> {
  const input = customerUpdateSchema.safeParse(values);
  if (!input.success) return issuesResult(t, input.error.issues);
  const result = await call(
    storeView,
    AccountUpdateDocument,
    { input: input.data },
    await customerToken(),
  );
  if (result.kind !== 'ok') return failureResult(t, result);
  return { ok: true, message: t(savedKey) };
}

export async function updateCommunicationAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  return saveCustomer(
    storeView,
    t,
    {
      is_subscribed: form.newsletter === true,
      text_preference: form.text === true,
      post_preference: form.post === true,
    },
    'dashboard.communication.saved',
  );
}

/** changeCustomerPassword: the current password, the new one twice. */
export async function changePasswordAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  if (form.password !== form.passwordConfirm) {
    return { ok: false, fieldErrors: { passwordConfirm: t('account.errors.passwordsDiffer') } };
  }
  const input = passwordChangeSchema.safeParse({
    currentPassword: form.currentPassword,
    newPassword: form.password,
  });
  if (!input.success) {
    return issuesResult(
      t,
      input.error.issues.map((issue) => ({
        ...issue,
        path: issue.path[0] === 'newPassword' ? ['password'] : issue.path,
      })),
    );
  }
  const result = await call(
    storeView,
    AccountChangePasswordDocument,
    input.data,
    await customerToken(),
  );
  if (result.kind !== 'ok') {
    return failureResult(t, result, {
      newPassword: 'password',
      currentPassword: 'currentPassword',
    });
  }
  return { ok: true, message: t('dashboard.password.saved') };
}

const addressIdSchema = z.number().int().positive().max(2_147_483_647);

export async function saveAddressAction(
  storeViewInput: string,
  addressId: number | null,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  const fallbackCountry =
    getStoreView(storeView).countryId === 'EU' ? 'DE' : getStoreView(storeView).countryId;
  const input = addressSchemaFor(countryOf(form, fallbackCountry)).safeParse(form);
  if (!input.success) return issuesResult(t, input.error.issues);
  const token = await customerToken();
  const result =
    addressId === null
      ? await call(storeView, AccountCreateAddressDocument, { input: input.data }, token)
      : await call(
          storeView,
          AccountUpdateAddressDocument,
          { id: addressIdSchema.parse(addressId), input: input.data },
          token,
        );
  if (result.kind !== 'ok') return failureResult(t, result, { street: 'street.0' });
  return { ok: true, reload: true };
}

export async function deleteAddressAction(
  storeViewInput: string,
  addressId: number,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const id = addressIdSchema.safeParse(addressId);
  if (!id.success) return { ok: false, formError: t('account.errors.invalidValue') };
  const result = await call(
    storeView,
    AccountDeleteAddressDocument,
    { id: id.data },
    await customerToken(),
  );
  if (result.kind !== 'ok') return failureResult(t, result);
  return { ok: true, reload: true };
}

export async function newsletterSignupAction(
  storeViewInput: string,
  values: FormValues,
): Promise<FormResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const form = formValues(values);
  const input = newsletterEmailSchema.safeParse(withoutRecaptcha(form));
  if (!input.success) return issuesResult(t, input.error.issues);
  const result = await call(
    storeView,
    AccountSubscribeDocument,
    input.data,
    await customerToken(),
    recaptchaOf(form),
  );
  if (result.kind !== 'ok') return failureResult(t, result);
  const status = result.data.subscribeEmailToNewsletter?.status;
  return {
    ok: true,
    message: t(
      status === 'SUBSCRIBED' ? 'account.newsletter.subscribed' : 'account.newsletter.checkMail',
    ),
  };
}
