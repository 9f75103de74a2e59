import { HttpResponse } from 'msw';
import type { Error as ErrorBody } from '@/client';
import type { Refusal } from '@rules/scans/correction-errors';

/** A contract-shaped error answer. */
export const errorResponse = (status: number, code: string, message: string) =>
  HttpResponse.json<ErrorBody>({ error: { code, message } }, { status });

/** A request the shared rules refuse, answered as the API answers it: 400 with the fields at fault. */
export const refusedResponse = ({ message, details }: Refusal) =>
  HttpResponse.json<ErrorBody>({ error: { code: 'validation_failed', message, details } }, { status: 400 });
