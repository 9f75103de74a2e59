import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The frontend's boundaries (bulletproof-react's rule): features never import each other or the
 * app, and shared code (components/, lib/) imports neither; only frontend/src/app composes
 * features. Imports are resolved to the file they name, so `@/features/other/…`, `../../other/…`
 * and dynamic `import()` are the same import.
 */
const FRONTEND_FEATURES = subfolders('frontend/src/features');
const frontendZones = [
  ...FRONTEND_FEATURES.flatMap((feature) =>
    FRONTEND_FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./frontend/src/features/${feature}`,
      from: `./frontend/src/features/${other}`,
      message: `Features must not import each other ('${feature}' imports '${other}'); move shared code to components/ or lib/.`,
    })),
  ),
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message: 'Features must not import the app; the app composes features.',
  },
  {
    target: ['./frontend/src/components', './frontend/src/lib'],
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'Shared code must not depend on features or the app.',
  },
];

/**
 * The API's layers, from the bottom: configuration, errors, logging, time and rate-limit settings;
 * the HTTP layer (contract router, sessions, errors), which knows features only through interfaces
 * they implement; the features (routes → services → data); and the composition root (services.ts,
 * app.ts, server.ts), which alone wires them. Nothing imports a layer above its own, and no
 * feature imports another feature's routes.
 */
const COMPOSITION = ['./api/src/app.ts', './api/src/services.ts', './api/src/server.ts'];
const apiZones = [
  {
    target: [
      './api/src/config.ts',
      './api/src/errors.ts',
      './api/src/logger.ts',
      './api/src/rate-limits.ts',
      './api/src/time',
    ],
    from: ['./api/src/http', './api/src/features', './api/src/db', ...COMPOSITION],
    message: 'The bottom layer (config, errors, logging, time) imports nothing of the app above it.',
  },
  {
    target: './api/src/http',
    from: ['./api/src/features', ...COMPOSITION],
    message: 'The HTTP layer depends on interfaces the features implement (http/session.ts), never on a feature.',
  },
  {
    target: './api/src/features',
    from: COMPOSITION,
    message: 'Features never import the composition root; services.ts wires them.',
  },
  {
    target: './api/src/features',
    from: './api/src/features/*/routes.ts',
    message: "A feature never imports another feature's routes; share a service instead.",
  },
  /*
   * Recognition's three parts, from the bottom: model/ (the on-device model's internals), providers/
   * (each recognizer), chain/ (asking them in turn and deciding). The chain knows providers only
   * through the Recognizer interface (services.ts lists them); references/ use the model's
   * embeddings, and the reference matcher (a provider) uses references, never the other way round.
   */
  {
    target: './api/src/features/recognition/model',
    from: [
      './api/src/features/recognition/chain',
      './api/src/features/recognition/providers',
      './api/src/features/references',
    ],
    message: "The image model's internals know nothing of the providers, the chain or references.",
  },
  {
    target: './api/src/features/recognition/chain',
    from: './api/src/features/recognition/providers',
    message: 'The chain knows providers only through the Recognizer interface; services.ts lists them.',
  },
  {
    target: './api/src/features/references',
    from: ['./api/src/features/recognition/chain', './api/src/features/recognition/providers'],
    message: 'References use only the image model; the reference matcher (a provider) uses references.',
  },
];

/**
 * The rules both sides need (rules/: nutrition, local days, the export's rows, shared defaults) are
 * imported by the API and the frontend alike, so they import neither.
 */
const rulesZones = [
  {
    target: './rules',
    from: ['./api', './frontend'],
    message: 'The shared rules import neither the API nor the frontend; both import them.',
  },
];

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
      'rules/contract/**',
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
    files: ['frontend/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'rules/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files themselves: TypeScript, through typescript-eslint's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...frontendZones, ...apiZones, ...rulesZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
