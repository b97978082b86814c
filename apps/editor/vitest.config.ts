import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
  },
});
