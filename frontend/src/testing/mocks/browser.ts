import { setupWorker } from 'msw/browser';
import { mockHandlers } from './mock-states';
import type { MockSelection } from './mock-param';

/** The worker behind `npm run dev:mock`, answering in the states the `?mock=` parameter chose. */
export const mockWorker = (selection: MockSelection) => setupWorker(...mockHandlers(selection));
