import { inject } from 'vitest';

/** The Firebase project id of the test run's Auth emulator (a `demo-` id needs no real project). */
export const TEST_PROJECT_ID = 'demo-morsel-test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the test run's own Auth emulator, started by the API global setup. */
    authEmulatorHost: string;
  }
}

/** host:port of this test run's own Auth emulator. */
export const testEmulatorHost = (): string => inject('authEmulatorHost');
