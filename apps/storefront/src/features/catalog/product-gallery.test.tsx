/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import catalog from '@/features/i18n/locales/en/catalog.json';
import el from '@/features/i18n/locales/el/catalog.json';
import { ProductGallery } from './product-gallery';

const text = catalog.gallery;

const images = [
  { url: '/media/front.webp', label: 'Front' },
  { url: '/media/side.webp', label: 'Side' },
  { url: '/media/box.webp', label: 'Box' },
];

const shown = () => screen.getByTestId('product:gallery-image');

describe('product gallery', () => {
  it('shows the image whose thumbnail is chosen', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} name="Compact" text={text} />);
    expect(shown()).toHaveAttribute('alt', 'Front');
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3: Box' }));
    expect(shown()).toHaveAttribute('src', '/media/box.webp');
    expect(screen.getByRole('button', { name: /Box/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between thumbnails with the arrow keys, Home and End, focus following', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} name="Compact" text={text} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Front/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Side');
    expect(screen.getByRole('button', { name: /Side/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(shown()).toHaveAttribute('alt', 'Box');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Front');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Box');
  });

  it('speaks the language its server parent gave it', () => {
    render(<ProductGallery images={images} name="Compact" text={el.gallery} />);
    expect(screen.getByRole('button', { name: 'Εμφάνιση εικόνας 2 από 3: Side' })).toBeVisible();
    expect(screen.getByRole('toolbar', { name: 'Εικόνες: Compact' })).toBeVisible();
  });

  it('shows a labelled placeholder when the product has no image', () => {
    render(<ProductGallery images={[]} name="Compact" text={text} />);
    expect(screen.getByRole('img', { name: 'Compact' })).toBeInTheDocument();
  });
});
