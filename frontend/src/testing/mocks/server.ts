import { setupServer } from 'msw/node';
import { allDefaultHandlers } from './handlers';

/** The same handlers for Vitest (jsdom). */
export const server = setupServer(...allDefaultHandlers());
