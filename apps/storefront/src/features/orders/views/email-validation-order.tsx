import Link from 'next/link';
import type { StoreViewCode } from '@lumo/block-schema';
import { currentCustomer } from '@/features/account/server/session';
import { AccountMessage } from '@/features/account/views/account-page';
import { getTranslator } from '@/features/i18n/server';
import { loadCustomerOrder } from '../server/orders-api';
import { orderPath } from './order-history-view';

/** Magento's increment id of an order's entity id (the api mints nine digits from the serial id). */
export function orderNumberOfEntityId(orderId: string): string | null {
  return /^\d{1,9}$/.test(orderId) && Number(orderId) > 0 ? orderId.padStart(9, '0') : null;
}

/**
 * /emailvalidation/validate/{condition}/oid/{orderId}/cid/{customerId} for a signed-in customer
 * whose id the link names: their own order of the link, with its status and a way to it. Anything
 * else (a guest, another customer's link, an order that is not theirs, an api failure) answers
 * null and the page shows the accounts' link message as before: nothing about the order leaks.
 */
export async function EmailValidationOrder({
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
  const number = orderNumberOfEntityId(orderId);
  if (!number || !/^[a-z0-9_-]{1,32}$/i.test(condition) || !/^\d{1,10}$/.test(customerId)) {
    return null;
  }
  const current = await currentCustomer(storeView);
  if (current.kind !== 'customer' || String(current.customer.entity_id) !== customerId) return null;
  const loaded = await loadCustomerOrder(storeView, current.token, number);
  if (loaded.kind !== 'ok' || !loaded.value) return null;
  const t = await getTranslator(storeView);
  return (
    <AccountMessage
      title={t('account.emailValidation.title')}
      testId="route:email-validation"
      message={t('orders.emailValidation.order', {
        number: loaded.value.number,
        status: loaded.value.status_label,
      })}
    >
      <p>
        <Link
          href={orderPath(storeView, loaded.value.number)}
          data-testid="order:email-validation-link"
        >
          {t('orders.history.view')}
        </Link>
      </p>
    </AccountMessage>
  );
}
