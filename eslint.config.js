import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other, and shared code never imports a feature
// (bulletproof-react's rule). Only frontend/src/app composes features.
const features = fs.readdirSync('frontend/src/features');
const featureBoundaries = features.map((feature) => ({
  files: [`frontend/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
            message: 'Features must not import each other; move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'frontend/src/client/**',
      'api/src/generated/**',
      'frontend/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['frontend/src/components/**', 'frontend/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code must not depend on features or the app.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
