import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next.js reference' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
