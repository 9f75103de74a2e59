import { HttpResponse } from 'msw';
import type { Error as ErrorBody } from '@/client';

/** A contract-shaped error answer. */
export const errorResponse = (status: number, code: string, message: string) =>
  HttpResponse.json<ErrorBody>({ error: { code, message } }, { status });
