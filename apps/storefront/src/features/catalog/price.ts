/** Money and price presentation of the catalogue (cards, product page, JSON-LD). */

export interface MoneyAmount {
  value: number;
  currency: string;
}

/** The part of the api's PriceRange the storefront reads. */
export interface PriceRangeInput {
  minimum_price: {
    regular_price: { value?: number | null; currency?: string | null };
    final_price: { value?: number | null; currency?: string | null };
  };
  maximum_price?: {
    regular_price: { value?: number | null; currency?: string | null };
    final_price: { value?: number | null; currency?: string | null };
  } | null;
}

export interface PriceDisplay {
  /** The price the shopper pays (a special price when one applies), formatted. */
  final: string;
  finalAmount: MoneyAmount;
  /** The regular price, formatted, when it is higher and the market may show it struck through. */
  wasPrice: string | null;
  /** True when variants differ in price: "From £x". */
  isFrom: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats money in the store view's locale, e.g. 4.99 GBP in en-GB -> "£4.99", in de-CH -> "CHF 4.99". */
export function formatMoney(amount: MoneyAmount, locale: string): string {
  const key = `${locale}|${amount.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount.value);
}

function money(
  input: { value?: number | null; currency?: string | null } | null | undefined,
  fallbackCurrency: string,
): MoneyAmount | null {
  if (input?.value == null || !Number.isFinite(input.value)) return null;
  return { value: input.value, currency: input.currency || fallbackCurrency };
}

/**
 * What a price shows: the final price (or "From" the lowest when variants differ), and the
 * regular price struck through only where the market allows it and it is really higher.
 */
export function describePrice(
  range: PriceRangeInput,
  options: { locale: string; currency: string; showWasPrice: boolean },
): PriceDisplay | null {
  const final = money(range.minimum_price.final_price, options.currency);
  if (!final) return null;
  const regular = money(range.minimum_price.regular_price, options.currency);
  const maximum = money(range.maximum_price?.final_price, options.currency);
  const isFrom = maximum !== null && maximum.value > final.value;
  const wasPrice =
    options.showWasPrice && !isFrom && regular !== null && regular.value > final.value
      ? formatMoney(regular, options.locale)
      : null;
  return { final: formatMoney(final, options.locale), finalAmount: final, wasPrice, isFrom };
}
