import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's layers and its no-cycle rule in eslint.config.js, run through the repository's real
 * ESLint configuration on code placed where it would live: a deliberate import back up a layer, or
 * into another feature's routes, fails `npm run lint`.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message.replace(/^Unexpected path ".*" imported in restricted zone\. /, '')}`);
}

// The first lint loads the configuration and its resolver: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'api/src/http/probe.ts' }), 120_000);

describe('the API import boundaries', () => {
  it.each([
    [
      'api/src/http/probe.ts',
      "export type { UserEntity } from '../features/users/user.entity';",
      'import-x/no-restricted-paths: The HTTP layer depends on interfaces the features implement (http/session.ts), never on a feature.',
    ],
    [
      'api/src/http/probe.ts',
      "export { createServices } from '../services';",
      'import-x/no-restricted-paths: The HTTP layer depends on interfaces the features implement (http/session.ts), never on a feature.',
    ],
    [
      'api/src/features/scans/probe.ts',
      "export { createApp } from '../../app';",
      'import-x/no-restricted-paths: Features never import the composition root; services.ts wires them.',
    ],
    [
      'api/src/features/scans/probe.ts',
      "export { foodHandlers } from '../foods/routes';",
      "import-x/no-restricted-paths: A feature never imports another feature's routes; share a service instead.",
    ],
    [
      'api/src/features/recognition/chain/probe.ts',
      "export { LabelRecognizer } from '../providers/label-reader';",
      'import-x/no-restricted-paths: The chain knows providers only through the Recognizer interface; services.ts lists them.',
    ],
    [
      'api/src/features/references/probe.ts',
      "export { ReferenceRecognizer } from '../recognition/providers/reference-recognizer';",
      'import-x/no-restricted-paths: References use only the image model; the reference matcher (a provider) uses references.',
    ],
    [
      'api/src/features/recognition/model/probe.ts',
      "export type { ReferenceIndex } from '../../references/reference-index';",
      "import-x/no-restricted-paths: The image model's internals know nothing of the providers, the chain or references.",
    ],
    [
      'api/src/config.ts',
      "export { HttpError } from './http/errors';",
      'import-x/no-restricted-paths: The bottom layer (config, errors, logging, time) imports nothing of the app above it.',
    ],
  ])('refuses %s importing back up: %s', async (filePath, code, message) => {
    expect(await problems(filePath, code)).toEqual([message]);
  });

  it('refuses an import that closes a cycle', async () => {
    // scan.service.ts imports image-store.ts; image-store.ts importing it back would close a circle.
    expect(
      await problems('api/src/features/images/image-store.ts', "export { ScanService } from '../scans/scan.service';"),
    ).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  });

  it.each([
    ['api/src/features/scans/probe.ts', "export type { FoodService } from '../foods/food.service';"],
    ['api/src/features/scans/probe.ts', "export { HttpError } from '../../http/errors';"],
    ['api/src/http/probe.ts', "export type { AppConfig } from '../config';"],
    ['api/src/features/references/probe.ts', "export { EMBEDDING_SIZE } from '../recognition/model/image-model';"],
    [
      'api/src/features/recognition/providers/probe.ts',
      "export type { ReferenceIndex } from '../../references/reference-index';",
    ],
    ['api/src/services.ts', "export { ScanService } from './features/scans/scan.service';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

describe('the shared rules', () => {
  const refused =
    'import-x/no-restricted-paths: The shared rules import neither the API nor the frontend; both import them.';

  it.each([
    ['rules/time/probe.ts', "export { InvalidInputError } from '../../api/src/errors';"],
    ['rules/scans/probe.ts', "export { createFormatters } from '@/lib/i18n/format';"],
    ['rules/scans/probe.ts', "export { createFormatters } from '../../frontend/src/lib/i18n/format';"],
  ])('refuses %s importing a side: %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([refused]);
  });

  it.each([
    ['api/src/features/scans/probe.ts', "export { exportRows } from '@rules/scans/export-rows';"],
    ['frontend/src/lib/probe.ts', "export { addDays } from '@rules/time/local-time';"],
    ['rules/scans/probe.ts', "export { localDateOf } from '../time/local-time';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
