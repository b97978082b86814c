import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import { trackOrderAction } from '../actions';
import { orderText } from './order-text';
import { TrackOrderForm } from '../forms/track-order-form';
import '@/features/account/account.css';
import '../orders.css';

const MESSAGE_KEYS = [
  'orders.track.numberRequired',
  'orders.track.numberInvalid',
  'orders.track.lastnameRequired',
  'orders.errors.unavailable',
  'account.errors.required',
  'account.errors.tooLong',
  'account.errors.invalidEmail',
];

/** /track-order (SPEC §2.1): a guest finds an order by number, email and last name. */
export async function TrackOrderView({ storeView }: { storeView: StoreViewCode }) {
  const [t, config] = await Promise.all([getTranslator(storeView), getStoreConfig(storeView)]);
  const { locale } = getStoreView(storeView);
  return (
    <section className="ls-account-page" data-testid="route:track-order">
      <h1>{t('orders.track.title')}</h1>
      <p>{t('orders.track.intro')}</p>
      <TrackOrderForm
        locale={locale}
        captcha={{ siteKey: config?.recaptchaSiteKey ?? '', action: 'track_order' }}
        text={{
          number: t('orders.track.number'),
          email: t('orders.track.email'),
          lastname: t('orders.track.lastname'),
          submit: t('orders.track.submit'),
          pending: t('orders.track.pending'),
          captchaFailed: t('orders.errors.captchaFailed'),
          another: t('orders.track.another'),
          messages: Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(key)])),
          orderText: orderText(t),
        }}
        action={trackOrderAction.bind(null, storeView)}
      />
    </section>
  );
}
