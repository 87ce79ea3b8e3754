// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/.astro/',
      'node_modules/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'src/lib/graphql/generated/',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      // The site knows the API only by its URL (architecture guide); mock mode has one sanctioned bridge.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '../**/mocks/*'],
              message: 'The site must not import from mocks/ (only src/lib/api/mock-mode.ts may).',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
