import { defineConfig } from '@hey-api/openapi-ts';

/**
 * Code generation from the contract (`npm run generate`).
 *
 * Generated code is committed. `npm run check:generated` regenerates into a
 * temporary folder and fails when it differs from what is committed, so the
 * contract and the code can never drift. GENERATED_ROOT redirects the output
 * for that check.
 */
const root = process.env.GENERATED_ROOT ?? '.';
const input = './openapi/openapi.yaml';
/** POSTs that save nothing: each gets query options as well as its mutation. */
const QUERY_POSTS = new Set(['previewScanUpdate', 'parseFoods']);

export default defineConfig([
  {
    // Frontend: fetch client, types, SDK functions and TanStack Query options.
    input,
    output: { path: `${root}/frontend/src/client` },
    plugins: [
      '@hey-api/client-fetch',
      '@hey-api/typescript',
      '@hey-api/sdk',
      {
        name: '@tanstack/react-query',
        $hooks: {
          operations: {
            // A preview or a parse changes nothing on the server: it is read like a GET, cached by its body.
            isQuery: (operation) => (QUERY_POSTS.has(operation.id) ? true : undefined),
          },
        },
      },
    ],
  },
  {
    // Server: types and zod validators for every request and response.
    input,
    output: { path: `${root}/api/src/generated` },
    // RFC 3339 date-times may carry an offset (`+09:00`), as the contract's `date-time` allows.
    plugins: ['@hey-api/typescript', { name: 'zod', requests: true, responses: true, dates: { offset: true } }],
  },
  {
    // The rules both sides share (rules/): the contract's types alone, so the rules import neither side.
    input,
    output: { path: `${root}/rules/contract` },
    plugins: ['@hey-api/typescript'],
  },
]);
