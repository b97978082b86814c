import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/styles/gallery.css';

export const metadata: Metadata = {
  title: 'Block gallery | Lumo',
  robots: { index: false, follow: false },
};

/** The development block gallery (/__blocks, ADR 0003): no shop header or footer. */
export default function GalleryLayout({ children }: { children: ReactNode }) {
  return <div className="ls-gallery-root">{children}</div>;
}
