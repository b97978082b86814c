import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flavourGrid } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf } from '../../test/fixtures';

function renderGrid(overrides: Record<string, unknown> = {}, storeView: 'uk' | 'ie' = 'uk') {
  return render(
    <BuilderPage
      page={pageOf([exampleNode(flavourGrid, 'flavours', overrides)])}
      storeView={storeView}
    />,
  );
}

describe('FlavourGrid', () => {
  it('shows the twelve default flavours with their exact strengths in mg/ml', () => {
    render(
      <BuilderPage page={pageOf([{ id: 'f', type: 'FlavourGrid', version: 1, props: {} }])} />,
    );
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('img'));
    const shown = cards.map((card) => {
      const name = within(card).getByRole('heading').textContent;
      const strengths = within(card)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
      return `${name}: ${strengths.join(', ')}`;
    });
    expect(shown).toEqual([
      'Peppermint: 0 mg/ml, 6 mg/ml, 12 mg/ml, 18 mg/ml',
      'Simply Mint: 0 mg/ml, 12 mg/ml, 18 mg/ml',
      'Mint Sorbet: 0 mg/ml, 12 mg/ml, 18 mg/ml',
      'Classic Tobacco: 12 mg/ml, 18 mg/ml',
      'Caramel Tobacco: 12 mg/ml, 18 mg/ml',
      'Amber Tobacco: 0 mg/ml, 12 mg/ml, 18 mg/ml',
      'Mango Mango: 0 mg/ml, 12 mg/ml, 18 mg/ml',
      'Berry Ripple: 6 mg/ml, 12 mg/ml, 18 mg/ml',
      'Very Cherry: 6 mg/ml, 12 mg/ml, 18 mg/ml',
      'Crisp Apple: 12 mg/ml, 18 mg/ml',
      'Berry Mint: 0 mg/ml, 18 mg/ml',
      'Banoffee: 18 mg/ml',
    ]);
  });

  it('gives every flavour image a size and alt text, and the heading is the page h1 when first', () => {
    renderGrid();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Twelve flavours to choose from',
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(12);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
      expect(image.getAttribute('alt')).toMatch(/e-liquid flavour illustration$/);
    }
  });

  it('uses the unit the editor chose', () => {
    renderGrid({
      items: [
        {
          imageUrl: {
            url: '/media/flavour-banoffee.svg',
            alt: 'Banoffee',
            width: 400,
            height: 400,
          },
          text: 'Banoffee',
          valuesSign: '%',
          values: [1.8],
        },
      ],
    });
    expect(screen.getByRole('list', { name: 'Banoffee: nicotine strengths' })).toHaveTextContent(
      '1.8 %',
    );
  });

  it('links the button through the store view prefix and hides it without text', () => {
    const { unmount } = renderGrid({}, 'ie');
    expect(screen.getByRole('link', { name: 'Shop e-liquids' })).toHaveAttribute(
      'href',
      '/ie/eliquids',
    );
    unmount();
    renderGrid({ buttonText: '' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses to render a flavour without image or text on the live site', () => {
    renderGrid({ items: [{ text: 'No picture', values: [0] }] });
    expect(screen.getByTestId('block-error')).toBeInTheDocument();
    expect(screen.queryByTestId('block:FlavourGrid')).not.toBeInTheDocument();
  });
});
