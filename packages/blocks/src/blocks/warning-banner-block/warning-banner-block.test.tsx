import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { warningBannerBlock } from '@lumo/block-schema';
import { exampleNode, testContext } from '../../test/fixtures';
import { renderNodes } from '../../test/render';
import { IslandBoundary } from '../../shared/island-boundary';
import { ClosableBanner } from './closable-banner';
import { WarningBannerBlock } from './warning-banner-block';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('WarningBannerBlock', () => {
  it('shows the nicotine warning with its alignment and colours, without a close button', () => {
    renderNodes([
      exampleNode(warningBannerBlock, 'warn', {
        textAlign: 'left',
        textColor: '#ffffff',
        background: '#062a2d',
      }),
    ]);
    const banner = screen.getByTestId('block:WarningBannerBlock');
    expect(banner).toHaveTextContent(
      'This product contains nicotine which is a highly addictive substance',
    );
    expect(banner).toHaveStyle({ color: '#ffffff', backgroundColor: '#062a2d' });
    expect(banner.querySelector('.lb-notice__inner--left')).not.toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a plain server component (no client wrapper) without withCloseButtonAction', () => {
    const props = warningBannerBlock.schema.parse(warningBannerBlock.example);
    const element = WarningBannerBlock({ id: 'w', props, context: testContext() });
    expect(isValidElement(element) && element.type).not.toBe(ClosableBanner);
    const closable = WarningBannerBlock({
      id: 'w',
      props: { ...props, withCloseButtonAction: true },
      context: testContext(),
    });
    // The client wrapper, inside the boundary that keeps its browser-side failures in the block.
    expect(isValidElement(closable) && closable.type).toBe(IslandBoundary);
    const island = isValidElement<{ children?: unknown }>(closable)
      ? closable.props.children
      : undefined;
    expect(isValidElement(island) && island.type).toBe(ClosableBanner);
  });

  it('hides the banner when its close button is pressed, for the rest of the visit', async () => {
    const user = userEvent.setup();
    const node = exampleNode(warningBannerBlock, 'warn', { withCloseButtonAction: true });
    const first = renderNodes([node]);
    await user.click(screen.getByRole('button', { name: 'Close warning' }));
    expect(screen.queryByTestId('block:WarningBannerBlock')).not.toBeInTheDocument();
    first.unmount();
    renderNodes([node]);
    expect(screen.queryByTestId('block:WarningBannerBlock')).not.toBeInTheDocument();
  });

  it('shows an inert close button on the editor canvas', () => {
    renderNodes([exampleNode(warningBannerBlock, 'warn', { withCloseButtonAction: true })], {
      mode: 'editor',
    });
    expect(screen.getByTestId('close-preview')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('block:WarningBannerBlock')).toBeInTheDocument();
  });

  it('never lets script or inline handlers reach the DOM, even if stored unsanitised', () => {
    const props = warningBannerBlock.schema.parse(warningBannerBlock.example);
    const element = WarningBannerBlock({
      id: 'w',
      props: { ...props, text: '<p onclick="steal()">Careful</p><script>alert(1)</script>' },
      context: testContext(),
    });
    const { container } = render(<>{element}</>);
    expect(container).toHaveTextContent('Careful');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
