import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';

import './browser-shims';
// The app's vitest config has no globals, so Testing Library cannot register this itself.
afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider>{children}</MantineProvider>;
}

export function renderWithMantine(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
