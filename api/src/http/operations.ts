import type { Context } from 'koa';
import type { OperationTypes } from '../generated/operations.gen';
import type { SessionUser } from './session';

export type { OperationTypes };
export type OperationId = keyof OperationTypes;

/** A file taken from a multipart body by multer (memory storage). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Multipart bodies arrive without their binary fields; those come as `file`. */
type WithoutBinary<B> = B extends object ? { [K in keyof B as B[K] extends Blob ? never : K]: B[K] } : B;

type DataOf<Op extends OperationId> = OperationTypes[Op]['data'];
type ResponsesOf<Op extends OperationId> = OperationTypes[Op]['responses'];

export interface HandlerInput<Op extends OperationId> {
  path: NonNullable<DataOf<Op>['path']>;
  query: NonNullable<DataOf<Op>['query']>;
  /** The request headers the contract declares for this operation, validated. */
  headers: DataOf<Op> extends { headers?: infer H } ? NonNullable<H> : Record<string, never>;
  body: WithoutBinary<NonNullable<DataOf<Op>['body']>>;
  /** The uploaded file: always there on multipart operations (the router refuses a request without it). */
  file: OperationTypes[Op]['multipart'] extends true ? UploadedFile : undefined;
  /** The session's user: always there on operations secured by the session cookie (the router answers 401). */
  user: OperationTypes[Op]['session'] extends true ? SessionUser : SessionUser | null;
  ctx: Context;
}

export type HandlerReply<Op extends OperationId> = {
  [S in keyof ResponsesOf<Op>]: {
    status: S;
    body: ResponsesOf<Op>[S];
    headers?: Record<string, string>;
  };
}[keyof ResponsesOf<Op>];

export type Handler<Op extends OperationId> = (input: HandlerInput<Op>) => Promise<HandlerReply<Op>>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
