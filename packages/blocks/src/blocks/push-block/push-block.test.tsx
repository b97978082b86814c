import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILDER_BLOCK_ERROR_MESSAGE, pushBlockLeft, pushBlockRight } from '@lumo/block-schema';
import { exampleNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

describe('PushBlockLeft and PushBlockRight', () => {
  it('share one component and differ only in the image side', () => {
    renderNodes([exampleNode(pushBlockLeft, 'left'), exampleNode(pushBlockRight, 'right')]);
    expect(screen.getByTestId('block:PushBlockLeft')).toHaveClass('lb-push', 'lb-push--image-left');
    expect(screen.getByTestId('block:PushBlockRight')).toHaveClass(
      'lb-push',
      'lb-push--image-right',
    );
    expect(
      screen.getByRole('img', {
        name: 'A Lumo device on a wooden desk next to a notebook, a coffee cup and a plant',
      }),
    ).toHaveAttribute('width', '1200');
  });

  it('shows the button with its text and link', () => {
    renderNodes([exampleNode(pushBlockLeft, 'left')]);
    expect(screen.getByRole('link', { name: 'See the starter kit' })).toHaveAttribute(
      'href',
      '/devices/compact/pod-vape-starter-kit',
    );
  });

  it('hides the button when buttonText is empty', () => {
    renderNodes([exampleNode(pushBlockRight, 'right', { buttonText: '' })]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pods in twelve flavours' })).toBeInTheDocument();
  });

  it('refuses to render on the live site without its required image', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNodes([exampleNode(pushBlockLeft, 'left', { image: undefined })]);
    expect(screen.getByTestId('block-error')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    vi.restoreAllMocks();
  });
});
