import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Error as ErrorBody } from '@/client';
import type { paths } from '@/client/paths.gen';
import type { ServerMessage } from '@rules/errors/server-messages';
import type { Refusal } from '@rules/refusal';

/**
 * MSW's `http`, typed by the contract (openapi-msw): a handler names one of the contract's paths
 * as the contract writes it ('/api/scans/{id}'), and its path parameters, request body and answers
 * are the contract's, so a mock that drifts from the API fails the type check. Any origin matches.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/**
 * A contract-shaped error answer, as the API builds it: one of the server's messages by id, with
 * its values and its English text (`serverMessage('scan.notFound')`). Plain text instead answers as
 * a server older than the message catalogue (no `messageId`): the app shows that text as it is.
 */
export const errorResponse = (
  status: number,
  code: string,
  message: ServerMessage | string,
  init: { headers?: Record<string, string> } = {},
) =>
  HttpResponse.json<ErrorBody>(
    {
      error:
        typeof message === 'string'
          ? { code, message }
          : { code, message: message.message, messageId: message.messageId, values: message.values },
    },
    { status, ...init },
  );

/** A request the shared rules refuse, answered as the API answers it: 400 with the fields at fault. */
export const refusedResponse = ({ messageId, values, message, details }: Refusal) =>
  HttpResponse.json<ErrorBody>(
    { error: { code: 'validation_failed', message, messageId, values, details } },
    { status: 400 },
  );
