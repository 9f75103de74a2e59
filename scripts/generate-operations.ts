/**
 * Writes `api/src/generated/operations.gen.ts` from the contract (part of `npm run generate`): for
 * every operation, its request and response types, whether it needs a session, and whether it
 * takes a multipart upload. The server's handler types come from here, so an operation added to
 * the contract needs a handler, and a handler of a secured operation gets a signed-in user.
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
for (const item of Object.values(doc.paths as Json)) {
  for (const method of METHODS) {
    const op = (item as Json)[method] as Json | undefined;
    if (!op) continue;
    const id = String(op.operationId);
    const type = id.charAt(0).toUpperCase() + id.slice(1);
    const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
    const session = requiresSession(security);
    const content = (resolve(op.requestBody)?.content ?? {}) as Json;
    const multipart = 'multipart/form-data' in content;
    lines.push(
      `  ${id}: { data: T.${type}Data; responses: T.${type}Responses; session: ${session}; multipart: ${multipart} };`,
    );
  }
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
const root = process.env.GENERATED_ROOT ?? '.';
const file = path.join(root, 'api/src/generated/operations.gen.ts');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, out);
