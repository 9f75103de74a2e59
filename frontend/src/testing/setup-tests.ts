import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { server } from './mocks/server';

// jsdom's Blob and File don't mix with Node's fetch (multipart bodies arrive
// as the text "undefined"); use Node's own.
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });

configureApiClient('http://localhost');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
