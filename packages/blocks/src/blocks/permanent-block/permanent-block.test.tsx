import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permanentBlock } from '@lumo/block-schema';
import { exampleNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

describe('PermanentBlock', () => {
  it.each([
    ['uk', '18'],
    ['ca', '19'],
    ['us', '21'],
  ] as const)('states the minimum age of store view %s (%s)', (storeView, age) => {
    renderNodes([exampleNode(permanentBlock, 'age')], { storeView });
    expect(screen.getByTestId('block:PermanentBlock')).toHaveTextContent(
      `You must be ${age} or over to buy from this site.`,
    );
    expect(screen.getByTestId('block:PermanentBlock')).not.toHaveTextContent('{minimumAge}');
  });

  it('cannot be closed and is labelled for assistive technology', () => {
    renderNodes([exampleNode(permanentBlock, 'age')]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Age restriction' })).toBeInTheDocument();
  });

  it('shows its icon on the chosen icon background', () => {
    renderNodes([exampleNode(permanentBlock, 'age', { iconFilter: 'white' })]);
    const icon = screen.getByTestId('block:PermanentBlock').querySelector('.lb-notice__icon')!;
    expect(icon).toHaveClass('lb-notice__icon--filter-white', 'lb-notice__icon--filled');
    expect(icon).toHaveStyle({ backgroundColor: '#f2a65a' });
    expect(icon.querySelector('img')).toHaveAttribute('src', '/media/icon-age.svg');
  });
});
