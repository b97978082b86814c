import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { citation, iconBox, quoteBlock, textBanner, visual } from '@lumo/block-schema';
import { exampleNode, testContext } from '../test/fixtures';
import { renderNodes } from '../test/render';
import { IconBox } from './icon-box/icon-box';
import { TextBanner } from './text-banner/text-banner';

const HOSTILE =
  '<h2 onclick="steal()">Safe title</h2><script>alert(1)</script><a href="javascript:alert(2)">x</a>';

describe('TextBanner', () => {
  it('renders its rich text over the background image', () => {
    renderNodes([exampleNode(textBanner, 't')]);
    expect(screen.getByRole('heading', { name: 'Made for adults who smoke' })).toBeInTheDocument();
    expect(screen.getByTestId('block:TextBanner').querySelector('img')).toHaveAttribute(
      'src',
      '/media/texture-dark.webp',
    );
  });

  it('sanitises its text at render even when the stored text was not', () => {
    const props = textBanner.schema.parse(textBanner.example);
    const { container } = render(
      <TextBanner id="t" props={{ ...props, text: HOSTILE }} context={testContext()} />,
    );
    expect(screen.getByRole('heading', { name: 'Safe title' })).toBeInTheDocument();
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('IconBox', () => {
  it('shows its icon, title and sanitised text', () => {
    const props = iconBox.schema.parse(iconBox.example);
    const { container } = render(
      <IconBox id="i" props={{ ...props, text: HOSTILE }} context={testContext({ index: 2 })} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Auto-lock' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/icon-lock.svg');
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });
});

describe('Citation and QuoteBlock', () => {
  it('render their quotation in a blockquote', () => {
    renderNodes([exampleNode(citation, 'c'), exampleNode(quoteBlock, 'q')]);
    expect(screen.getByTestId('block:Citation').querySelector('blockquote')).toHaveTextContent(
      'click in a pod, draw',
    );
    expect(screen.getByTestId('block:QuoteBlock').querySelector('blockquote')).toHaveTextContent(
      'simply works',
    );
  });

  it('keeps markup in a quotation as text', () => {
    renderNodes([exampleNode(quoteBlock, 'q', { text: '<b>not bold</b>' })]);
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
  });
});

describe('Visual', () => {
  it('renders its image with alt text and size, lazily below the first block', () => {
    renderNodes([exampleNode(quoteBlock, 'q'), exampleNode(visual, 'v')]);
    const img = screen.getByRole('img', {
      name: 'Three adults walking along a city street at dusk under an amber sky',
    });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
