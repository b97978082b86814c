import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { container, iconBox } from '@lumo/block-schema';
import { exampleNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

describe('Container', () => {
  it('lays out its child blocks in the chosen columns on its background', () => {
    renderNodes([
      exampleNode(container, 'box', { columns: '3', backgroundColor: '#f1f8f7' }, [
        exampleNode(iconBox, 'one', { title: 'Auto-lock' }),
        exampleNode(iconBox, 'two', { title: 'Puff counter' }),
      ]),
    ]);
    const box = screen.getByTestId('block:Container');
    expect(box).toHaveClass('lb-container--columns-3', 'lb-container--filled');
    expect(box).toHaveStyle({ backgroundColor: '#f1f8f7' });
    expect(within(box).getAllByTestId('block:IconBox')).toHaveLength(2);
    expect(within(box).getByRole('heading', { name: 'Puff counter' })).toBeInTheDocument();
  });

  it('invites the editor to drop blocks into an empty container, and shows nothing live', () => {
    renderNodes([exampleNode(container, 'box')], { mode: 'editor' });
    expect(screen.getByText('Drop blocks here')).toBeInTheDocument();
  });

  it('shows no placeholder on the live site', () => {
    renderNodes([exampleNode(container, 'box')]);
    expect(screen.queryByText('Drop blocks here')).not.toBeInTheDocument();
  });
});
