import type { StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { deletePaymentTokenAction } from '../actions';
import { CARD_BRANDS, savedCardOf } from '../order-rules';
import type { PaymentToken } from '../server/orders-api';
import { RemoveCardButton } from './remove-card-button';
import '../orders.css';

/** /dashboard/payment-options: the saved cards (brand, last four, expiry) and their removal. */
export async function PaymentOptionsView({
  storeView,
  tokens,
}: {
  storeView: StoreViewCode;
  tokens: PaymentToken[];
}) {
  const t = await getTranslator(storeView);
  return (
    <section className="ls-account-page" data-testid="route:payment-options">
      <h1>{t('orders.cards.title')}</h1>
      {tokens.length === 0 ? (
        <p data-testid="order:cards-empty">{t('orders.cards.empty')}</p>
      ) : (
        <ul className="ls-card-list" data-testid="order:cards">
          {tokens.map((token) => {
            const card = savedCardOf(token.details);
            const brand = CARD_BRANDS[card.brand] ?? (card.brand || t('orders.cards.card'));
            return (
              <li key={token.public_hash} data-testid="order:card">
                <p>
                  <strong data-testid="order:card-brand">{brand}</strong>{' '}
                  <span data-testid="order:card-last-four">
                    {t('orders.cards.endingIn', { digits: card.lastFour || '••••' })}
                  </span>
                </p>
                {card.expiry ? (
                  <p data-testid="order:card-expiry">
                    {t('orders.cards.expires', { date: card.expiry })}
                  </p>
                ) : null}
                <RemoveCardButton
                  label={t('orders.cards.remove')}
                  confirm={t('orders.cards.removeConfirm')}
                  failed={t('orders.errors.unavailable')}
                  action={deletePaymentTokenAction.bind(null, storeView, token.public_hash)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
