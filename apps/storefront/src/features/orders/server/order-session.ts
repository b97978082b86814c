import type { StoreViewCode } from '@lumo/block-schema';
import { requireCustomer } from '@/features/account/server/guards';
import { currentCustomer } from '@/features/account/server/session';
import type { Customer } from '@/features/account/server/customer-api';

export type OrderPageSession =
  | { kind: 'customer'; customer: Customer; token: string }
  | { kind: 'unavailable'; message: string };

/**
 * The signed-in customer and token of an order page: a guest goes to /login with the return path
 * (requireCustomer), an api failure is for the page to show. The customer read is cached per
 * request, so this costs no second call.
 */
export async function requireOrderSession(
  storeView: StoreViewCode,
  path: string,
): Promise<OrderPageSession> {
  const state = await requireCustomer(storeView, path);
  if (state.kind === 'unavailable') return state;
  const current = await currentCustomer(storeView);
  if (current.kind !== 'customer') return { kind: 'unavailable', message: '' };
  return { kind: 'customer', customer: current.customer, token: current.token };
}
