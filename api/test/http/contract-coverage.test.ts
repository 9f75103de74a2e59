import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/app';
import { loadConfig } from '../../src/config';
import { RateLimiter, rateLimitGroupOf } from '../../src/http/rate-limit';
import { UploadGate } from '../../src/http/upload-gate';
import { createContractRouter, loadContract, readOperations } from '../../src/http/contract';
import type { OperationId } from '../../src/http/operations';
import type { Services } from '../../src/services';

/** Client and server cannot drift: every operation in the contract is routed to a handler, and nothing else is. */
describe('contract coverage', () => {
  const operations = readOperations();
  const services = { config: loadConfig({ NODE_ENV: 'test' }) } as unknown as Services;
  const handlers = createHandlers(services);

  it('reads every operation of the contract, each with an operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(13);
    for (const op of operations) expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('has a handler for every operation and no handler without one', () => {
    expect(Object.keys(handlers).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it('serves each alias (x-alias-of) with the very handler, rules and budget of the operation it repeats', () => {
    type Op = Record<string, unknown>;
    const doc = loadContract() as { paths: Record<string, Record<string, Op>> };
    const byId = new Map(
      Object.values(doc.paths).flatMap((item) =>
        Object.values(item).map((op) => [op.operationId as string, op] as const),
      ),
    );
    const aliases = [...byId.entries()].filter(([, op]) => op['x-alias-of'] !== undefined);
    expect(aliases.map(([id, op]) => [id, op['x-alias-of']]).sort()).toEqual([
      ['getRecognitionStatusPassioAlias', 'getRecognitionStatus'],
      ['recognizeFoodPassioAlias', 'recognizeFood'],
      ['searchRecognitionFoodsPassioAlias', 'searchRecognitionFoods'],
    ]);
    for (const [id, alias] of aliases) {
      const targetId = alias['x-alias-of'] as OperationId;
      const target = byId.get(targetId)!;
      expect(alias.deprecated, id).toBe(true);
      expect(target.deprecated, targetId).toBeUndefined();
      expect(handlers[id as OperationId], id).toBe(handlers[targetId]);
      for (const part of ['security', 'parameters', 'requestBody', 'responses']) {
        expect(alias[part], `${id} ${part}`).toEqual(target[part]);
      }
      const aliasOp = operations.find((op) => op.operationId === id)!;
      expect(rateLimitGroupOf(aliasOp.operationId, aliasOp.method), id).toBe(
        rateLimitGroupOf(targetId, aliasOp.method),
      );
    }
  });

  it('registers a route for every operation', () => {
    const router = createContractRouter({
      handlers,
      maxUploadBytes: 1024,
      validateResponses: true,
      rateLimiter: new RateLimiter(null),
      uploadGate: new UploadGate(1, 0),
    });
    const routed = router.stack.map((layer) => `${layer.methods.filter((m) => m !== 'HEAD').join(',')} ${layer.path}`);
    for (const op of operations) {
      expect(routed).toContain(`${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  });

  it('declares the shared Error schema for every error response, and a cookie security scheme', () => {
    const doc = loadContract() as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
      components: { securitySchemes: Record<string, { type: string; in?: string }> };
    };
    expect(Object.values(doc.components.securitySchemes)).toContainEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie' }),
    );
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) >= 400) {
            expect(response.$ref, `${method} ${path} ${status}`).toMatch(/^#\/components\/responses\//);
          }
        }
      }
    }
  });

  it('declares 429 on every operation that spends a rate-limit budget (every state change among them)', () => {
    for (const op of operations) {
      const group = rateLimitGroupOf(op.operationId, op.method);
      if (op.method !== 'get') expect(group, op.operationId).not.toBeNull();
      if (group) expect(op.declaredStatuses, op.operationId).toContain(429);
    }
  });
});
