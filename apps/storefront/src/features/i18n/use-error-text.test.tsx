/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PageError from '@/app/(storefront)/[storeView]/error';
import StoreNotFound from '@/app/(storefront)/[storeView]/not-found';

let storeView = 'uk';
vi.mock('next/navigation', () => ({ useParams: () => ({ storeView }) }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the client boundaries (error.tsx, not-found.tsx)', () => {
  it('speak English at once in an English store view', () => {
    storeView = 'ca';
    render(<StoreNotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('load Greek on /gr, showing no English meanwhile', async () => {
    storeView = 'gr';
    render(<StoreNotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('');
    expect(await screen.findByText('Η σελίδα δεν βρέθηκε')).toBeVisible();
  });

  it('offer to try again in German on /ch', async () => {
    storeView = 'ch';
    render(<PageError error={new Error('x')} retry={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Seite ist gerade nicht verfügbar');
  });
});
