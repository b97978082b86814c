import { redirect } from 'next/navigation';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { RETURN_PARAM } from '../return-path';
import { currentCustomer } from './session';
import type { Customer } from './customer-api';

/** The login page of a store view with a same-site return path. */
export function loginRedirectPath(storeView: StoreViewCode, returnTo: string): string {
  return `${withStorePrefix(storeView, '/login')}?${RETURN_PARAM}=${encodeURIComponent(
    withStorePrefix(storeView, returnTo),
  )}`;
}

export type AccountPageState =
  { kind: 'customer'; customer: Customer } | { kind: 'unavailable'; message: string };

/**
 * For account pages: the signed-in customer; a guest (or an expired session) goes to /login with
 * a return path; an api failure is for the page to show (SPEC §8 "Account load failure").
 */
export async function requireCustomer(
  storeView: StoreViewCode,
  path: string,
): Promise<AccountPageState> {
  const current = await currentCustomer(storeView);
  if (current.kind === 'guest' || current.kind === 'expired') {
    redirect(loginRedirectPath(storeView, path));
  }
  if (current.kind === 'unavailable') return { kind: 'unavailable', message: current.message };
  return { kind: 'customer', customer: current.customer };
}
