import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accordion, quoteBlock } from '@lumo/block-schema';
import { exampleNode } from '../../test/fixtures';
import { renderNodes } from '../../test/render';

const faq = (overrides: Record<string, unknown> = {}) =>
  exampleNode(accordion, 'faq', overrides, [
    exampleNode(quoteBlock, 'inside', { text: 'A block inside the accordion' }),
  ]);

describe('Accordion', () => {
  it('is open by default and shows its text and child blocks', () => {
    renderNodes([faq()]);
    const toggle = screen.getByRole('button', { name: 'How long does a full charge take?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('About 60 minutes');
    expect(panel).toContainElement(screen.getByText('A block inside the accordion'));
  });

  it('toggles on click', async () => {
    const user = userEvent.setup();
    renderNodes([faq()]);
    const toggle = screen.getByRole('button', { name: 'How long does a full charge take?' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A block inside the accordion')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A block inside the accordion')).toBeVisible();
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    renderNodes([faq()]);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'How long does a full charge take?' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts closed when initClosed is set', () => {
    renderNodes([faq({ initClosed: true })]);
    expect(
      screen.getByRole('button', { name: 'How long does a full charge take?' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/About 60 minutes/)).not.toBeVisible();
  });

  it('joins the accordion above it when notFirstInGroup is set', () => {
    renderNodes([faq({ notFirstInGroup: true })]);
    expect(screen.getByTestId('block:Accordion')).toHaveClass('lb-accordion--joined');
  });

  it('never lets script or inline handlers from its text reach the DOM', () => {
    const { container } = renderNodes([
      faq({ content: '<p onclick="steal()">Answer</p><script>alert(1)</script>' }),
    ]);
    expect(screen.getByText('Answer')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
