import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/src/generated/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // React code only: the api has no React, and its envelop plugins are conventionally `useX`.
    files: [
      'apps/editor/**/*.{ts,tsx}',
      'apps/storefront/**/*.{ts,tsx}',
      'packages/blocks/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      'apps/editor/**/*.{ts,tsx}',
      'packages/blocks/**/*.{ts,tsx}',
      'apps/storefront/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
);
