import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Error as ErrorBody } from '@/client';
import type { paths } from '@/client/paths.gen';
import type { Refusal } from '@rules/refusal';

/**
 * MSW's `http`, typed by the contract (openapi-msw): a handler names one of the contract's paths
 * as the contract writes it ('/api/scans/{id}'), and its path parameters, request body and answers
 * are the contract's, so a mock that drifts from the API fails the type check. Any origin matches.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** A contract-shaped error answer. */
export const errorResponse = (status: number, code: string, message: string) =>
  HttpResponse.json<ErrorBody>({ error: { code, message } }, { status });

/** A request the shared rules refuse, answered as the API answers it: 400 with the fields at fault. */
export const refusedResponse = ({ message, details }: Refusal) =>
  HttpResponse.json<ErrorBody>({ error: { code: 'validation_failed', message, details } }, { status: 400 });
