import { expect } from 'vitest';
import { readOperations } from '../../src/http/contract';
import * as schemas from '../../src/generated/zod.gen';
import type { OperationId } from '../../src/http/operations';

const operations = new Map(readOperations().map((op) => [op.operationId, op]));
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * Asserts an answer is one the contract allows for this operation: a declared
 * status, and a body matching its schema (the operation's response, or Error).
 */
export function expectContractAnswer(operationId: OperationId, status: number, body: unknown) {
  const op = operations.get(operationId);
  expect(op, `unknown operation ${operationId}`).toBeDefined();
  expect(op!.declaredStatuses, `${operationId} answered undeclared status ${status}`).toContain(status);
  if (status === 204) return;
  const table = schemas as unknown as Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }>;
  const schema = status < 300 ? table[`z${pascal(operationId)}Response`] : schemas.zError;
  const result = schema!.safeParse(body);
  expect(result.success, `${operationId} ${status} body does not match the contract: ${String(result.error)}`).toBe(
    true,
  );
}

/** Any error answer, including ones outside an operation (404 for unknown routes): the Error shape, no stack. */
export function expectErrorBody(body: unknown) {
  expect(schemas.zError.safeParse(body).success, `not an Error body: ${JSON.stringify(body)}`).toBe(true);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
}
