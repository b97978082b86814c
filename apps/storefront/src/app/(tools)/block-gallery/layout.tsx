import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import '@/styles/gallery.css';

export const metadata: Metadata = {
  title: 'Block gallery | Lumo',
  robots: { index: false, follow: false },
};

/** Root layout of the development block gallery (/__blocks, ADR 0003). */
export default function GalleryLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="ls-body font-lumo ls-gallery-body">{children}</body>
    </html>
  );
}
