import type { StoreViewCode } from '@lumo/block-schema';

/**
 * Taxes per store view as a typed data module (ADR 0032): a change of rate is a code change
 * reviewed like one. VAT markets include the tax in their prices (and tax delivery like goods);
 * Canada and the United States add it on top by the shipping address's province or state.
 * The eu store view's 21% is a configurable default (one rate for the pan-European shop).
 */
export interface TaxRate {
  label: string;
  /** Percent, e.g. 20 or 9.975. */
  rate: number;
}

export interface StoreViewTax {
  pricesIncludeTax: boolean;
  /** Delivery is taxed like goods (VAT markets). */
  taxShipping: boolean;
  /** Rates that do not depend on the address (VAT). */
  flat: TaxRate[];
  /** Rates by region code of the shipping address (ca, us); a region without a row: none. */
  byRegion?: Readonly<Record<string, TaxRate[]>>;
}

const vat = (rate: number): StoreViewTax => ({
  pricesIncludeTax: true,
  taxShipping: true,
  flat: [{ label: `VAT ${rate}%`, rate }],
});

const gst: TaxRate = { label: 'GST 5%', rate: 5 };
const hst = (rate: number): TaxRate[] => [{ label: `HST ${rate}%`, rate }];
const salesTax = (state: string, rate: number): TaxRate[] => [
  { label: `Sales tax ${state} ${rate}%`, rate },
];

export const TAXES: Readonly<Record<StoreViewCode, StoreViewTax>> = {
  uk: vat(20),
  gr: vat(24),
  ie: vat(23),
  eu: vat(21),
  ch: { pricesIncludeTax: true, taxShipping: true, flat: [{ label: 'VAT 8.1%', rate: 8.1 }] },
  ca: {
    pricesIncludeTax: false,
    taxShipping: false,
    flat: [],
    byRegion: {
      AB: [gst],
      NT: [gst],
      NU: [gst],
      YT: [gst],
      ON: hst(13),
      NB: hst(15),
      NL: hst(15),
      NS: hst(14),
      PE: hst(15),
      BC: [gst, { label: 'PST 7%', rate: 7 }],
      MB: [gst, { label: 'PST 7%', rate: 7 }],
      SK: [gst, { label: 'PST 6%', rate: 6 }],
      QC: [gst, { label: 'QST 9.975%', rate: 9.975 }],
    },
  },
  us: {
    pricesIncludeTax: false,
    taxShipping: false,
    flat: [],
    byRegion: {
      NY: salesTax('NY', 4),
      CA: salesTax('CA', 7.25),
      TX: salesTax('TX', 6.25),
      FL: salesTax('FL', 6),
      WA: salesTax('WA', 6.5),
      NJ: salesTax('NJ', 6.625),
      IL: salesTax('IL', 6.25),
      PA: salesTax('PA', 6),
    },
  },
};

/** The rates that apply to a cart shipped to `regionCode` (null: not known yet). */
export function taxRatesFor(storeView: StoreViewCode, regionCode: string | null): TaxRate[] {
  const tax = TAXES[storeView];
  if (!tax.byRegion) return tax.flat;
  return regionCode ? (tax.byRegion[regionCode.toUpperCase()] ?? []) : [];
}

/** Integer division rounded half up (amounts are never negative here). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Tax contained in a gross amount at `rate` percent, rounded half up. */
export function taxIncluded(grossMinor: number, rate: number): number {
  // rate may have up to 3 decimals (9.975): scale to integers to keep the arithmetic exact.
  const scaled = Math.round(rate * 1000);
  return roundHalfUp(grossMinor * scaled, 100_000 + scaled);
}

/** Tax on a net amount at `rate` percent, rounded half up. */
export function taxOnTop(netMinor: number, rate: number): number {
  const scaled = Math.round(rate * 1000);
  return roundHalfUp(netMinor * scaled, 100_000);
}
