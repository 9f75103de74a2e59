import { setupWorker } from 'msw/browser';
import { allDefaultHandlers } from './handlers';

/** The worker behind `npm run dev:mock`. */
export const worker = setupWorker(...allDefaultHandlers());
