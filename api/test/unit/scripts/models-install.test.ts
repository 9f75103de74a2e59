import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSharedData, sharedPath } from '../../support/shared-data';

const REPO = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npm run models:install` (the script itself) into a fresh folder, with no model source. */
async function install(args: string[], env: Record<string, string>) {
  const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-models-install-'));
  const { MORSEL_MODEL_SOURCE: _ignored, ...rest } = process.env;
  return new Promise<{ status: number | null; output: string; modelsDir: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/models-install.ts', ...args],
      { cwd: REPO, env: { ...rest, MORSEL_MODELS_DIR: modelsDir, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          output: `${stdout}${stderr}`,
          modelsDir,
        }),
    );
  });
}

describe('npm run models:install', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    // A download address that answers 404, as a blocked or moved mirror does.
    server = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mobilenetv2-12-int8.onnx`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says where it tried, how to install by hand with the checksum, and exits non-zero when asked for', async () => {
    const run = await install([], { MORSEL_MODEL_URL: url });
    expect(run.status).toBe(1);
    expect(run.output).toContain(`could not download it from ${url} (HTTP 404)`);
    expect(run.output).toContain('npm run models:install -- /path/to/mobilenetv2-12-int8.onnx');
    expect(run.output).toContain('83530ad811bc31d2b60a5599a21265a5057608c9b044b4ee758cc22f2309f54f');
    expect(run.output).toMatch(/photo recognition is off/);
    expect(fs.readdirSync(run.modelsDir)).toEqual([]);
  });

  it('only warns, and exits 0, as the optional postinstall step', async () => {
    const run = await install(['--optional'], { MORSEL_MODEL_URL: url });
    expect(run.status).toBe(0);
    expect(run.output).toContain('WARNING: the image model was not installed');
    expect(run.output).toContain(url);
  });

  it('refuses a file given by hand whose checksum is wrong, and names the file and its checksum', async () => {
    const wrong = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-wrong-model-')), 'model.onnx');
    fs.writeFileSync(wrong, 'not the model');
    const run = await install([wrong], {});
    expect(run.status).toBe(1);
    expect(run.output).toContain(`${wrong} is not the expected file: its SHA-256 is`);
    expect(fs.readdirSync(run.modelsDir)).toEqual([]);
  });

  it('says a file given by hand does not exist', async () => {
    const run = await install(['/nowhere/mobilenetv2-12-int8.onnx'], {});
    expect(run.status).toBe(1);
    expect(run.output).toContain('/nowhere/mobilenetv2-12-int8.onnx does not exist');
  });

  it.skipIf(!hasSharedData('installing the model from a file', 'imageModel'))(
    'installs a file given by hand once its checksum is verified',
    async () => {
      const run = await install([sharedPath('imageModel')], { MORSEL_MODEL_URL: url });
      expect(run.status).toBe(0);
      expect(run.output).toContain('SHA-256 verified');
      expect(fs.readdirSync(run.modelsDir)).toEqual(['mobilenetv2-12-int8.onnx']);
    },
  );
});
