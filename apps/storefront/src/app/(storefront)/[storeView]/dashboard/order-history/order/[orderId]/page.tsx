import type { Metadata } from 'next';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { OrderRoutePage, type OrderRouteProps } from '@/features/orders/views/order-pages';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: OrderRouteProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'orders.view.metaTitle') : {};
}

export default function Page({ params }: OrderRouteProps) {
  return (
    <OrderRoutePage
      params={params}
      variant="view"
      path={(number) => `/dashboard/order-history/order/${encodeURIComponent(number)}`}
    />
  );
}
