import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import '@/styles/gallery.css';

export const metadata: Metadata = {
  title: 'Block gallery | Lumo',
  robots: { index: false, follow: false },
};

/**
 * The development block gallery (/__blocks, ADR 0003): a root layout of its own (the store views
 * have theirs), without the shop's header and footer.
 */
export default function GalleryLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="ls-body font-lumo" data-store-view="uk">
        <div className="ls-gallery-root">{children}</div>
      </body>
    </html>
  );
}
