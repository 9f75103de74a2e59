import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { server } from './mocks/server';

// jsdom's Blob and File don't mix with Node's fetch (multipart bodies arrive
// as the text "undefined"); use Node's own.
// The same goes for FormData: take Node's own class from a parsed form body.
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

configureApiClient('http://localhost');

// Screens load lazily per route; on a busy 2-core CI machine a first chunk import can take over a
// second, so findBy* waits up to 5 s (it still returns as soon as the element appears).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
