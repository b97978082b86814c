/** Stock as the shopper reads it; no dependencies, so client islands can import it cheaply. */
import { formatPlural, type PluralTemplates } from '@/features/i18n/fill-template';

export type StockState =
  { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out-of-stock' };

/** At or below this many, the page says "only N left" when the api does not say itself. */
export const LOW_STOCK_THRESHOLD = 5;

export function stockState(product: {
  stock_status?: string | null;
  only_x_left_in_stock?: number | null;
  stock_item?: { qty?: number | null; is_in_stock: boolean; manage_stock: boolean } | null;
}): StockState {
  const item = product.stock_item;
  const inStock = item ? item.is_in_stock : product.stock_status !== 'OUT_OF_STOCK';
  if (!inStock || product.stock_status === 'OUT_OF_STOCK') return { kind: 'out-of-stock' };
  const left =
    product.only_x_left_in_stock ??
    (item?.manage_stock && item.qty != null && item.qty <= LOW_STOCK_THRESHOLD ? item.qty : null);
  if (left !== null && left !== undefined) {
    return left > 0 ? { kind: 'low', left: Math.floor(left) } : { kind: 'out-of-stock' };
  }
  return { kind: 'in-stock' };
}

/** The stock words in the page's language, given by the server parent (ADR 0019). */
export interface StockText {
  /** The page's locale, for the plural form and the number ("el-GR"). */
  locale: string;
  inStock: string;
  outOfStock: string;
  /** "Only {{count}} left" in each plural form of the language. */
  low: PluralTemplates;
}

export function stockMessage(stock: StockState, text: StockText): string {
  switch (stock.kind) {
    case 'in-stock':
      return text.inStock;
    case 'low':
      return formatPlural(text.low, text.locale, stock.left);
    case 'out-of-stock':
      return text.outOfStock;
  }
}
