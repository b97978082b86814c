import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notFoundProducts } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf } from '../../test/fixtures';

function renderDefaults(type: string, storeView: 'uk' | 'ie' = 'uk') {
  render(
    <BuilderPage
      page={pageOf([
        { id: 'header', type: 'NotFoundHeader', version: 1, props: {} },
        { id: type, type, version: 1, props: {} },
      ])}
      storeView={storeView}
    />,
  );
}

/** The 404 page's header with the products block's example under it. */
function renderHeaderAndProducts() {
  render(
    <BuilderPage
      page={pageOf([
        { id: 'h', type: 'NotFoundHeader', version: 1, props: {} },
        exampleNode(notFoundProducts, 'products'),
      ])}
    />,
  );
}

describe('not-found page blocks', () => {
  it('header shows exactly the default title and message, as the page h1', () => {
    renderDefaults('NotFoundLinks');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^WE ARE VERY SORRY\.$/);
    expect(
      screen.getByText(
        "We couldn't find the content you were looking for. Try one of our popular searches below.",
      ),
    ).toBeInTheDocument();
  });

  it('links default to the six default content links, through the store prefix', () => {
    renderDefaults('NotFoundLinks', 'ie');
    const nav = screen.getByRole('navigation', { name: 'Popular searches' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ie/devices',
      '/ie/eliquids',
      '/ie/what-is-vaping',
      '/ie/about-vaping/faq',
      '/ie/devices/compact/pod-vape-starter-kit',
      '/ie/eliquids/compact/2-pods',
    ]);
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent('Popular searches');
  });

  it('products show the product name as tooltip on the link around image and name', () => {
    renderHeaderAndProducts();
    const link = screen.getByRole('link', { name: /Pod vape starter kit/ });
    expect(link).toHaveAttribute('title', 'Pod vape starter kit');
    expect(link).toHaveAttribute('href', '/devices/compact/pod-vape-starter-kit');
    const image = within(link).getByRole('img', { name: 'Lumo pod vape starter kit' });
    expect(image).toBeInTheDocument();
    for (const productLink of within(
      screen.getByRole('region', { name: 'Suggested products' }),
    ).getAllByRole('link')) {
      expect(productLink.getAttribute('title')).toBe(
        productLink.querySelector('.lb-not-found-product__name')?.textContent,
      );
    }
  });

  it("products under the header load their first row's images at once, the rest lazily", () => {
    renderHeaderAndProducts();
    const images = within(screen.getByRole('region', { name: 'Suggested products' })).getAllByRole(
      'img',
    );
    expect(images.length).toBeGreaterThan(2);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(
      images.map((_, position) => (position < 2 ? 'eager' : 'lazy')),
    );
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });
});
