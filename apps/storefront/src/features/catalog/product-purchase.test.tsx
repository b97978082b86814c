/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCatalogSettings, type ProductData } from '@/lib/api/catalog';
import { configurableProduct } from './catalog-test-fixtures';
import { toProductModel } from './product-model';
import { createTranslator } from '@/features/i18n/translator';
import { ProductPurchase } from './product-purchase';
import { purchaseTextOf } from './product-view';
import { selectVariant } from './variant-selection';

const settings = defaultCatalogSettings('uk');
const english = await createTranslator('en');
const product = toProductModel(
  configurableProduct() as unknown as ProductData,
  20,
  '/eliquids/compact/pods',
  settings,
);

function renderPurchase(query: Record<string, string> = {}) {
  const chosen = selectVariant(product.options, product.variants, query);
  return render(
    <ProductPurchase
      basePath="/eliquids/compact/pods"
      price={product.price}
      stock={product.stock}
      options={product.options}
      variants={product.variants}
      initialSku={chosen?.sku ?? null}
      text={purchaseTextOf(english, settings)}
    />,
  );
}

const price = () => screen.getByTestId('product:price').textContent;
const group = (param: string) => within(screen.getByTestId(`product:option:${param}`));

beforeEach(() => {
  window.history.replaceState(null, '', '/eliquids/compact/pods');
});

describe('choosing a flavour and strength', () => {
  it('starts on the variant the URL names', () => {
    renderPurchase({ flavour: 'peppermint', strength: '12' });
    expect(price()).toBe('£5.49');
    expect(group('flavour').getByRole('link', { name: 'Peppermint' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByTestId('product:stock')).toHaveTextContent('Only 3 left');
  });

  it('without a choice in the URL, starts on the first variant in stock', () => {
    renderPurchase();
    expect(price()).toBe('£4.99');
    expect(screen.getByTestId('product:stock')).toHaveTextContent('In stock');
  });

  it('disables strengths the chosen flavour does not come in, and marks sold-out ones', () => {
    renderPurchase({ flavour: 'peppermint', strength: '6' });
    const strengths = group('strength');
    expect(strengths.getByRole('link', { name: /18 mg\/ml/ })).toHaveTextContent('(out of stock)');
  });

  it('disables a strength the chosen flavour lacks', () => {
    renderPurchase({ flavour: 'banoffee' });
    const banoffee = group('strength');
    expect(banoffee.queryByRole('link', { name: /6 mg\/ml/ })).toBeNull();
    expect(banoffee.getByText('6 mg/ml').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(banoffee.getByRole('link', { name: '18 mg/ml' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('the final price follows the choice, and the URL keeps it for a shared link', async () => {
    const user = userEvent.setup();
    renderPurchase({ flavour: 'peppermint', strength: '6' });
    await user.click(group('strength').getByRole('link', { name: '12 mg/ml' }));
    expect(price()).toBe('£5.49');
    expect(window.location.search).toBe('?flavour=peppermint&strength=12');
    // A flavour that lacks the chosen strength moves to one it has.
    await user.click(group('flavour').getByRole('link', { name: 'Banoffee' }));
    expect(price()).toBe('£4.49');
    expect(window.location.search).toBe('?flavour=banoffee&strength=18');
  });

  it('shows a special price as the only price in the UK', async () => {
    const user = userEvent.setup();
    renderPurchase();
    await user.click(group('flavour').getByRole('link', { name: 'Berry Mint' }));
    expect(price()).toBe('£3.99');
    expect(screen.queryByTestId('product:was-price')).toBeNull();
  });

  it('works from the keyboard: Tab to a choice, Enter picks it', async () => {
    const user = userEvent.setup();
    renderPurchase({ flavour: 'peppermint', strength: '6' });
    const target = group('strength').getByRole('link', { name: /18 mg\/ml/ });
    while (document.activeElement !== target) await user.tab();
    await user.keyboard('{Enter}');
    expect(price()).toBe('£5.99');
    expect(screen.getByTestId('product:stock')).toHaveTextContent('Out of stock');
  });

  it('renders links that switch without JavaScript (the server HTML)', () => {
    renderPurchase({ flavour: 'peppermint', strength: '6' });
    expect(group('flavour').getByRole('link', { name: 'Banoffee' })).toHaveAttribute(
      'href',
      '/eliquids/compact/pods?flavour=banoffee&strength=18',
    );
    expect(screen.getByTestId('product:add-to-cart-slot')).toHaveAttribute(
      'aria-label',
      'Add to cart',
    );
  });
});
