import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAuthEmulator, type RunningAuthEmulator } from '../../src/features/auth/auth-emulator';
import { freePort } from '../support/server-process';

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * `npm start` and `npm test` each run an Auth emulator. Its hub and logging ports are chosen free,
 * not derived from its own port (9099's defaults, 9400 and 9500, collide with other copies), and a
 * taken emulator port is reported with the setting that changes it.
 */
describe('the Auth emulator beside other copies', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'morsel-emulator-'));
  const held: net.Server[] = [];
  let emulator: RunningAuthEmulator | null = null;
  afterAll(async () => {
    await emulator?.stop();
    for (const server of held) server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names FIREBASE_AUTH_EMULATOR_HOST when its port is taken by another program', async () => {
    const port = await freePort();
    held.push(await listenOn(port));
    await expect(
      ensureAuthEmulator({ host: `127.0.0.1:${port}`, projectId: 'demo-ports', dir: path.join(dir, 'taken') }),
    ).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('starts while the ports its defaults would use (its port + 301 and + 401) are taken', async () => {
    let port = 0;
    // A free port whose default hub and logging ports can be taken by this test.
    for (let tries = 0; tries < 20 && port === 0; tries += 1) {
      const candidate = await freePort();
      if (candidate + 401 > 65535) continue;
      try {
        held.push(await listenOn(candidate + 301), await listenOn(candidate + 401));
        port = candidate;
      } catch {
        // one of them is in use already: try another
      }
    }
    expect(port).toBeGreaterThan(0);
    emulator = await ensureAuthEmulator({
      host: `127.0.0.1:${port}`,
      projectId: 'demo-ports',
      dir: path.join(dir, 'free'),
    });
    expect(emulator.started).toBe(true);
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'free', 'firebase.json'), 'utf8')) as {
      emulators: { hub: { port: number }; logging: { port: number } };
    };
    expect([config.emulators.hub.port, config.emulators.logging.port]).not.toContain(port + 301);
    expect([config.emulators.hub.port, config.emulators.logging.port]).not.toContain(port + 401);
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.status).toBe(200);
  }, 120_000);
});
