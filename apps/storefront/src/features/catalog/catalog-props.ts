import type { StoreViewCode } from '@lumo/block-schema';

/** What the catch-all resolver knows when it hands a looked-up category to the catalogue. */
export interface CategoryViewProps {
  storeView: StoreViewCode;
  categoryId: number;
  /** The path inside the store view (no prefix), e.g. "/eliquids". */
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
}

/** What the catch-all resolver knows when it hands a looked-up product to the catalogue. */
export interface ProductViewProps {
  storeView: StoreViewCode;
  productId: number;
  /** The path inside the store view (no prefix), e.g. "/eliquids/peppermint". */
  path: string;
  /** Optional: the chosen variant (`?flavour=...&strength=...`) of a configurable product. */
  searchParams?: Record<string, string | string[] | undefined>;
}
