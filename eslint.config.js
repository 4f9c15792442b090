// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      '.test-data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The service-role client (scripts/lib/supabase-service.ts) bypasses row-level security: only
    // CLI scripts may use it, so its key never reaches the site. This names it at the import;
    // tests/unit/source-boundary.test.ts also refuses any import from src/ to outside src/.
    // zod comes through src/lib/zod.ts, which sets it up for the CSP before any schema is made;
    // toasts through src/components/ui/toast.ts, which loads sonner with the first one.
    files: ['src/**'],
    ignores: ['src/lib/zod.ts', 'src/components/ui/sonner-toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from src/lib/zod.ts: it sets zod's jitless mode for the CSP.",
            },
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Import toast from src/components/ui/toast.ts: sonner loads with the first.',
            },
          ],
          patterns: [
            {
              group: ['**/supabase-service', '**/supabase-service.ts'],
              message: 'The service-role client is for CLI scripts only (scripts/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every e2e spec runs under the CSP guard (a test fails on any Content-Security-Policy
    // violation), which comes with the test of tests/e2e/support/test.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test.ts': its test fails on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
);
