import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderedOfferBlock } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf } from '../../test/fixtures';

describe('OrderedOfferBlock', () => {
  it('numbers its rows in an ordered list and spaces them by rowGap', () => {
    const { container } = render(
      <BuilderPage page={pageOf([exampleNode(orderedOfferBlock, 'offer', { rowGap: 24 })])} />,
    );
    const list = container.querySelector('ol')!;
    expect(list).toHaveStyle({ rowGap: '24px' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.lb-offer__number')?.textContent)).toEqual([
      '01',
      '02',
      '03',
    ]);
    expect(rows[0]!.querySelector('.lb-offer__number')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Choose your device',
      'Pick your flavour',
      'Keep pods to hand',
    ]);
  });

  it('uses each row button variant and hides buttons without text', () => {
    const example = orderedOfferBlock.example!;
    const items = example.items!.map((item, position) =>
      position === 2 ? { ...item, buttonText: '' } : item,
    );
    render(<BuilderPage page={pageOf([exampleNode(orderedOfferBlock, 'offer', { items })])} />);
    expect(screen.getByRole('link', { name: 'See devices' })).toHaveClass('lb-button--primary');
    expect(screen.getByRole('link', { name: 'See e-liquids' })).toHaveClass('lb-button--secondary');
    expect(screen.queryByRole('link', { name: 'See pods' })).not.toBeInTheDocument();
  });
});
