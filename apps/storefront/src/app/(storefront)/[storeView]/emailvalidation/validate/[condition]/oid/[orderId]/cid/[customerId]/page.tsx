import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { EmailValidationView } from '@/features/account/views/link-views';
import { EmailValidationOrder } from '@/features/orders/views/email-validation-order';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string; condition: string; orderId: string; customerId: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.emailValidation.title') : {};
}

export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  // A signed-in customer's own order of the link (ADR 0036); otherwise the link's message.
  const order = await EmailValidationOrder({
    storeView,
    condition: routeParams.condition,
    orderId: routeParams.orderId,
    customerId: routeParams.customerId,
  });
  if (order) return order;
  return (
    <EmailValidationView
      storeView={storeView}
      condition={routeParams.condition}
      orderId={routeParams.orderId}
      customerId={routeParams.customerId}
    />
  );
}
