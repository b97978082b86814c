import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heroSecondary } from '@lumo/block-schema';
import { exampleNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

const movieItem = (overrides: Record<string, unknown>) => ({
  buttonText: 'Watch the guide',
  isMovie: true,
  buttonVariant: 'secondary-white',
  ...overrides,
});

describe('HeroSecondary', () => {
  it('defaults to a minimum height of 600px', () => {
    const { minHeight: _omitted, ...props } = heroSecondary.example as Record<string, unknown>;
    renderNodes([{ id: 'h', type: 'HeroSecondary', version: 1, props }]);
    const section = screen.getByTestId('block:HeroSecondary');
    expect(section.style.getPropertyValue('--lb-hero-min-height')).toBe('600px');
  });

  it('renders link buttons with their variant and opens isBlank links in a new tab', () => {
    renderNodes(
      [
        exampleNode(heroSecondary, 'h', {
          buttonItems: [
            { buttonText: 'FAQ', buttonLink: '/about-vaping/faq', buttonVariant: 'secondary' },
            {
              buttonText: 'Guide',
              buttonLink: 'https://example.org/guide',
              isBlank: true,
              buttonVariant: 'secondary-white',
            },
          ],
        }),
      ],
      { storeView: 'ie' },
    );
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/ie/about-vaping/faq');
    expect(faq).toHaveClass('lb-button--secondary', 'lb-button--negative');
    expect(faq).not.toHaveAttribute('target');
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide).toHaveClass('lb-button--secondary-white');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('plays an uploaded video in a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderNodes([
      exampleNode(heroSecondary, 'h', {
        buttonItems: [
          movieItem({ movie: { url: '/media/what-is-vaping.webm', poster: '/media/p.webp' } }),
        ],
      }),
    ]);
    const button = screen.getByRole('button', { name: 'Watch the guide' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Watch the guide' });
    expect(screen.getByTestId('movie-player')).toHaveAttribute('src', '/media/what-is-vaping.webm');
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('plays a YouTube link in the embedded player and closes with the close button', async () => {
    const user = userEvent.setup();
    renderNodes([
      exampleNode(heroSecondary, 'h', {
        buttonItems: [movieItem({ movieExternalUrl: 'https://youtu.be/dQw4w9WgXcQ' })],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Watch the guide' }));
    expect(screen.getByTestId('movie-player').tagName).toBe('IFRAME');
    expect(screen.getByTestId('movie-player')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open a player on the editor canvas', async () => {
    const user = userEvent.setup();
    renderNodes(
      [
        exampleNode(heroSecondary, 'h', {
          buttonItems: [movieItem({ movie: { url: '/media/what-is-vaping.webm', poster: '' } })],
        }),
      ],
      { mode: 'editor' },
    );
    await user.click(screen.getByRole('button', { name: 'Watch the guide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens another external video page as a new-tab link', () => {
    renderNodes([
      exampleNode(heroSecondary, 'h', {
        buttonItems: [movieItem({ movieExternalUrl: 'https://example.org/film' })],
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Watch the guide' });
    expect(link).toHaveAttribute('href', 'https://example.org/film');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('uses the minimum height the editor chose', () => {
    renderNodes([exampleNode(heroSecondary, 'h', { minHeight: 720 })]);
    const section = screen.getByTestId('block:HeroSecondary');
    expect(section.style.getPropertyValue('--lb-hero-min-height')).toBe('720px');
  });

  it('applies the custom text box size only when it is switched on', () => {
    renderNodes([
      exampleNode(heroSecondary, 'h', {
        customBgBoxSize: { enabled: true, width: 480, height: 320 },
      }),
    ]);
    const box = screen.getByRole('heading').closest('.lb-hero-secondary__box') as HTMLElement;
    expect(box).toHaveClass('lb-hero-secondary__box--custom-size');
    expect(box.style.getPropertyValue('--lb-box-width')).toBe('480px');
    expect(box.style.getPropertyValue('--lb-box-height')).toBe('320px');
  });

  it('uses the colours chosen for the title and the description', () => {
    renderNodes([
      exampleNode(heroSecondary, 'h', {
        mainTextColor: '#f2a65a',
        descriptionTextColor: '#ffffff',
      }),
    ]);
    expect(screen.getByText('What is vaping?')).toHaveStyle({ color: '#f2a65a' });
  });
});
