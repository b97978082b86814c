import type { JSX } from 'react';
import type { Metadata } from 'next';
import type { CategoryViewProps } from './catalog-props';

export async function CategoryView(props: CategoryViewProps): Promise<JSX.Element> {
  return <section data-testid="catalog:category" data-category-id={props.categoryId} />;
}

export async function categoryMetadata(_props: CategoryViewProps): Promise<Metadata> {
  return {};
}
