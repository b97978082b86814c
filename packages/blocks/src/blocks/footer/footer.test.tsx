import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footer } from '@lumo/block-schema';
import { BuilderPage, renderBlock } from '../../render-page';
import { exampleNode, pageOf, testContext } from '../../test/fixtures';
import { formatCopyright, isDarkColour } from './footer';

function renderFooter(overrides: Record<string, unknown> = {}, storeView: 'uk' | 'ca' = 'uk') {
  return render(
    <BuilderPage page={pageOf([exampleNode(footer, 'footer', overrides)])} storeView={storeView} />,
  );
}

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current year in the copyright line', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Lumo. All rights reserved.`)).toBeInTheDocument();
  });

  it("shows the year of the render context's clock, whatever the system clock says", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2029-12-31T12:00:00Z'));
    render(
      <BuilderPage
        page={pageOf([exampleNode(footer, 'footer', { copyright: '© {year} Lumo' })])}
        now="2034-06-15T12:00:00Z"
      />,
    );
    expect(screen.getByText('© 2034 Lumo')).toBeInTheDocument();
  });

  it('renders the same year for a block rendered with a fixed context clock', () => {
    const node = exampleNode(footer, 'footer', { copyright: 'Lumo' });
    render(<>{renderBlock(node, testContext({ now: new Date('2041-02-03T10:00:00Z') }))}</>);
    expect(screen.getByText('© 2041 Lumo')).toBeInTheDocument();
  });

  it('takes the year from the clock at render time, not from the saved content', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderFooter({ copyright: 'Lumo Ltd' });
    expect(screen.getByText('© 2031 Lumo Ltd')).toBeInTheDocument();
  });

  it('renders a footer stored with version 1 (text/link buttons) exactly like its version 2', () => {
    const v2 = exampleNode(footer, 'footer');
    const { mapButton, contact, ...rest } = v2.props as {
      mapButton: { buttonText: string; buttonLink: string };
      contact: { heading: string; text: string; buttonText: string; buttonLink: string };
    };
    const v1 = {
      ...v2,
      version: 1,
      props: {
        ...rest,
        mapButton: { text: mapButton.buttonText, link: mapButton.buttonLink },
        contact: {
          heading: contact.heading,
          text: contact.text,
          linkText: contact.buttonText,
          link: contact.buttonLink,
        },
      },
    };
    const html = (node: typeof v2) =>
      renderToString(<BuilderPage page={pageOf([node])} now="2030-01-01T12:00:00Z" />);
    expect(html(v1)).toBe(html(v2));
    expect(html(v1)).toContain('href="/storelocator"');
    expect(html(v1)).toContain('Find a store near you');
  });

  it('links the map button to the store locator and the contact block to /contacts', () => {
    renderFooter({}, 'ca');
    expect(screen.getByRole('link', { name: 'Find a store near you' })).toHaveAttribute(
      'href',
      '/ca/storelocator',
    );
    // The contact block's button and the Help menu's entry.
    const contactLinks = screen.getAllByRole('link', { name: 'Contact us' });
    expect(contactLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/ca/contacts',
      '/ca/contacts',
    ]);
    expect(contactLinks[0]).toHaveClass('lb-button');
    expect(screen.getByRole('link', { name: '020 7946 0123' })).toHaveAttribute(
      'href',
      'tel:+442079460123',
    );
  });

  it('renders the menus as footer navigation, perks, info, social and payment logos', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Learn', 'Help', 'Legal']);
    expect(within(nav).getByRole('link', { name: 'Recycling points' })).toHaveAttribute(
      'href',
      '/recycling',
    );
    expect(screen.getByText('Free delivery on orders over £9.99')).toBeInTheDocument();
    expect(
      screen.getByText('This product contains nicotine which is a highly addictive substance.'),
    ).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('rel', 'noopener');
    const payments = screen.getByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Visa', 'Mastercard', 'PayPal']);
    expect(screen.getByRole('img', { name: 'Lumo' })).toHaveAttribute('width', '160');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('uses light text on a dark background and dark text on a light one', () => {
    const { unmount } = renderFooter({ background: '#101010' });
    expect(screen.getByTestId('block:Footer')).toHaveClass('lb-footer--dark');
    unmount();
    renderFooter({ background: '#f5f5f0' });
    expect(screen.getByTestId('block:Footer')).toHaveClass('lb-footer--light');
    expect(screen.getByTestId('block:Footer')).toHaveStyle({ background: '#f5f5f0' });
  });

  it('formatCopyright replaces every {year} and prefixes the year when there is no token', () => {
    expect(formatCopyright('© {year} Lumo', 2027)).toBe('© 2027 Lumo');
    expect(formatCopyright('2019–{year} Lumo ({year})', 2027)).toBe('2019–2027 Lumo (2027)');
    expect(formatCopyright('Lumo', 2027)).toBe('© 2027 Lumo');
    expect(formatCopyright('', 2027)).toBe('© 2027');
    expect(isDarkColour('#fff')).toBe(false);
    expect(isDarkColour('#15161c')).toBe(true);
  });
});
