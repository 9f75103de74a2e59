/**
 * Writes `api/src/generated/operations.gen.ts` from the contract (part of `npm run generate`): for
 * every operation, its request and response types, whether it needs a session, and whether it
 * takes a multipart upload. The server's handler types come from here, so an operation added to
 * the contract needs a handler, and a handler of a secured operation gets a signed-in user.
 *
 * Also writes `frontend/src/client/paths.gen.ts`: the contract's paths in openapi-typescript's
 * `paths` shape, built from the client's own generated types, which openapi-msw types the mock
 * API's handlers with (so a mock that answers what the contract does not fails the type check).
 * GENERATED_ROOT redirects the output (the generated-code check).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { requiresSession } from '../api/src/http/contract-security';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const doc = parseYaml(fs.readFileSync('openapi/openapi.yaml', 'utf8')) as Json;
const resolve = (value: unknown): Json | undefined => {
  if (value && typeof value === 'object' && '$ref' in value) {
    const target = String((value as { $ref: string }).$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], doc);
    return resolve(target);
  }
  return value as Json | undefined;
};

const lines: string[] = [];
const pathLines: string[] = [];
for (const [pathName, item] of Object.entries(doc.paths as Json)) {
  pathLines.push(`  '${pathName}': {`);
  for (const method of METHODS) {
    const op = (item as Json)[method] as Json | undefined;
    if (!op) continue;
    const id = String(op.operationId);
    const type = id.charAt(0).toUpperCase() + id.slice(1);
    pathLines.push(...pathOperation(method, op, (item as Json).parameters, type));
    const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
    const session = requiresSession(security);
    const content = (resolve(op.requestBody)?.content ?? {}) as Json;
    const multipart = 'multipart/form-data' in content;
    lines.push(
      `  ${id}: { data: T.${type}Data; responses: T.${type}Responses; session: ${session}; multipart: ${multipart} };`,
    );
  }
  pathLines.push('  };');
}

/** One operation in openapi-typescript's shape, each part typed by the client's generated types. */
function pathOperation(method: string, op: Json, shared: unknown, type: string): string[] {
  const params = [...((shared ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map(resolve);
  const has = (where: string) => params.some((param) => param?.in === where);
  const part = (where: 'path' | 'query') =>
    has(where) ? `${where}: NonNullable<T.${type}Data['${where}']>` : `${where}?: never`;
  const body = resolve(op.requestBody);
  const bodyTypes = Object.keys((body?.content ?? {}) as Json)
    .map((contentType) => `'${contentType}': NonNullable<T.${type}Data['body']>`)
    .join('; ');
  const responses = Object.entries(op.responses as Json).map(([status, response]) => {
    const contentTypes = Object.keys((resolve(response)?.content ?? {}) as Json);
    const types = `T.${type}${Number(status) < 400 ? 'Responses' : 'Errors'}[${status}]`;
    const content = contentTypes.length
      ? `content: { ${contentTypes.map((contentType) => `'${contentType}': ${types}`).join('; ')} }`
      : 'content?: never';
    return `        ${status}: { ${content} };`;
  });
  return [
    `    ${method}: {`,
    `      parameters: { ${part('path')}; ${part('query')} };`,
    body
      ? `      requestBody${body.required ? '' : '?'}: { content: { ${bodyTypes} } };`
      : '      requestBody?: never;',
    '      responses: {',
    ...responses,
    '      };',
    '    };',
  ];
}

const out = `// This file is generated from openapi/openapi.yaml by scripts/generate-operations.ts. Do not edit.
import type * as T from './types.gen';

/**
 * Every operation of the contract by operationId: its request data, its responses, whether it needs
 * a signed-in session, and whether its body is a multipart upload.
 */
export interface OperationTypes {
${lines.join('\n')}
}
`;
const paths = `// This file is generated from openapi/openapi.yaml by scripts/generate-operations.ts. Do not edit.
import type * as T from './types.gen';

/**
 * Every path of the contract in openapi-typescript's \`paths\` shape (parameters, request body,
 * and each status's body by content type), typed by this client's types: what openapi-msw types
 * the mock API with.
 */
export interface paths {
${pathLines.join('\n')}
}
`;

const root = process.env.GENERATED_ROOT ?? '.';
for (const [name, text] of [
  ['api/src/generated/operations.gen.ts', out],
  ['frontend/src/client/paths.gen.ts', paths],
] as const) {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
