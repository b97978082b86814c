import type { JSX } from 'react';
import type { Metadata } from 'next';
import type { ProductViewProps } from './catalog-props';

export async function ProductView(props: ProductViewProps): Promise<JSX.Element> {
  return <section data-testid="catalog:product" data-product-id={props.productId} />;
}

export async function productMetadata(_props: ProductViewProps): Promise<Metadata> {
  return {};
}
