import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/app';
import { loadConfig } from '../../src/config';
import { RateLimiter, rateLimitGroupOf } from '../../src/http/rate-limit';
import { UploadGate } from '../../src/http/upload-gate';
import { createContractRouter, loadContract, readOperations } from '../../src/http/contract';
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
