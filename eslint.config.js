import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONTEND_SRC = path.resolve(import.meta.dirname, 'frontend/src');

/**
 * The part of frontend/src a file belongs to: one feature (by name), the app that composes them,
 * shared code (components/, lib/), or none of these (the generated client, testing helpers,
 * styles, main.tsx, and anything outside frontend/src), which the boundaries leave alone.
 */
function layerOf(file) {
  const [top, name] = path.relative(FRONTEND_SRC, file).split(path.sep);
  if (top === 'features' && name) return { layer: 'feature', feature: name };
  if (top === 'app') return { layer: 'app' };
  if (top === 'components' || top === 'lib') return { layer: 'shared' };
  return null;
}

/** The file an import names: `@/…` and relative paths resolve inside the repository; packages give null. */
function importedFile(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(FRONTEND_SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/**
 * Features never import each other or the app, and shared code never imports a feature or the
 * app (bulletproof-react's rule); only frontend/src/app composes features. Imports are resolved
 * to the file they name, so `@/features/other/…`, `../../other/…` and `../../../features/other/…`
 * are the same import, whether static, dynamic (`import()`) or re-exported.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other or the app; shared code imports neither.' },
    schema: [],
    messages: {
      otherFeature:
        "Features must not import each other ('{{from}}' imports '{{to}}'); move shared code to components/ or lib/.",
      app: 'Features must not import the app; the app composes features.',
      shared: 'Shared code must not depend on features or the app.',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.layer === 'app') return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedFile(source.value, context.filename);
      const to = target && layerOf(target);
      if (!to) return;
      if (from.layer === 'shared' && to.layer !== 'shared') {
        context.report({ node: source, messageId: 'shared' });
      } else if (from.layer === 'feature' && to.layer === 'app') {
        context.report({ node: source, messageId: 'app' });
      } else if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
        context.report({ node: source, messageId: 'otherFeature', data: { from: from.feature, to: to.feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

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
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { morsel: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'morsel/feature-boundaries': 'error' },
  },
  ...storybook.configs['flat/recommended'],
);
