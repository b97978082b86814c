import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

describe('HeroBanner', () => {
  it('shows both buttons when the second has text and a link', () => {
    renderNodes([heroNode('hero')]);
    expect(screen.getByRole('link', { name: 'Shop devices' })).toHaveAttribute('href', '/devices');
    expect(screen.getByRole('link', { name: 'What is vaping?' })).toHaveAttribute(
      'href',
      '/what-is-vaping',
    );
  });

  it.each([
    ['no text', { secondButtonText: '' }],
    ['no link', { secondButtonHref: '' }],
  ])('hides the second button when it has %s', (_case, overrides) => {
    renderNodes([heroNode('hero', overrides)]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('What is vaping?')).not.toBeInTheDocument();
  });

  it('switches to dark text and a non-negative secondary button with darkText', () => {
    renderNodes([heroNode('hero', { darkText: true })]);
    expect(screen.getByTestId('block:HeroBanner')).toHaveClass('lb-hero--dark-text');
    expect(screen.getByRole('link', { name: 'What is vaping?' })).not.toHaveClass(
      'lb-button--negative',
    );
  });

  it('uses light text and a negative secondary button by default', () => {
    renderNodes([heroNode('hero')]);
    expect(screen.getByTestId('block:HeroBanner')).toHaveClass('lb-hero--light-text');
    expect(screen.getByRole('link', { name: 'What is vaping?' })).toHaveClass(
      'lb-button--negative',
    );
  });

  it('keeps the background image decorative and sized', () => {
    const { container } = renderNodes([heroNode('hero')]);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '700');
  });
});
