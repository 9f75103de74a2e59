// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The frontend's boundary rules of eslint.config.js (import-x's no-restricted-paths), run through
 * the repository's real ESLint configuration on code placed where it would live.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  // import-x words each as 'Unexpected path "…" imported in restricted zone. <the zone's message>'.
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message.replace(/^Unexpected path ".*" imported in restricted zone\. /, ''));
}

const RESULT_SCREEN = 'frontend/src/features/results/components/result-screen.tsx';
const SCANS_MODULE = 'frontend/src/lib/scans/get-scan.ts';

// The first lint loads the configuration and its parsers: seconds on a busy machine, so not inside a case.
beforeAll(() => eslint.lintText('', { filePath: RESULT_SCREEN }), 60_000);

describe('the frontend boundary lint rules', () => {
  it.each([
    ["import { ScannerScreen } from '@/features/scan/components/scanner-screen';", 'an alias'],
    ["import { ScannerScreen } from '../../scan/components/scanner-screen';", 'a relative path'],
    ["import { ScannerScreen } from '../../../features/scan/components/scanner-screen';", 'a longer relative path'],
    ["import type { ScanProgress } from '../../scan/scan-progress';", 'a type-only import'],
    ["export { ScannerScreen } from '../../scan/components/scanner-screen';", 'a re-export'],
    ["export * from '../../scan/scan-progress';", 'a re-export of everything'],
    ["export const load = () => import('../../scan/components/scanner-screen');", 'a dynamic import'],
  ])('stops a feature importing another feature through %s (%s)', async (code) => {
    expect(await boundaryErrors(RESULT_SCREEN, code)).toEqual([
      "Features must not import each other ('results' imports 'scan'); move shared code to components/ or lib/.",
    ]);
  });

  it('stops a feature importing the app', async () => {
    expect(await boundaryErrors(RESULT_SCREEN, "export { routes } from '../../../app/router';")).toEqual([
      'Features must not import the app; the app composes features.',
    ]);
  });

  it.each([
    "export { HistoryScreen } from '@/features/history/components/history-screen';",
    "export { HistoryScreen } from '../../features/history/components/history-screen';",
    "export { routes } from '@/app/router';",
    "export { routes } from '../../app/router';",
  ])('stops shared code importing a feature or the app: %s', async (code) => {
    expect(await boundaryErrors(SCANS_MODULE, code)).toEqual(['Shared code must not depend on features or the app.']);
  });

  it.each([
    [RESULT_SCREEN, "export { useScan } from '@/lib/scans/get-scan';", 'a feature imports shared code'],
    [RESULT_SCREEN, "export { useScan } from '../../../lib/scans/get-scan';", 'the same, relatively'],
    [RESULT_SCREEN, "export { resultTiles } from '../result-rules';", 'a feature imports itself'],
    [RESULT_SCREEN, "export { resultTiles } from '@/features/results/result-rules';", 'the same, by alias'],
    [RESULT_SCREEN, "export { useQuery } from '@tanstack/react-query';", 'a feature imports a package'],
    [RESULT_SCREEN, "export type { Scan } from '@/client';", 'a feature imports the generated client'],
    [SCANS_MODULE, "export { prepareUpload } from '../downsize-image';", 'shared code imports shared code'],
    [
      'frontend/src/app/router.tsx',
      "export { ResultScreen } from '@/features/results/components/result-screen';",
      'the app composes features',
    ],
    ['frontend/src/testing/render.tsx', "export { routes } from '../app/router';", 'testing helpers render the app'],
  ])('allows %s: %s (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
