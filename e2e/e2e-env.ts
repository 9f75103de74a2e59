import { execFileSync } from 'node:child_process';

/**
 * Free loopback ports, chosen together (each held open until all are known, so no two are the
 * same). Synchronous, because Playwright reads its configuration synchronously.
 */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = [];
    for (let i = 0; i < ${count}; i++) {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => {
        servers.push(server);
        if (servers.length === ${count}) {
          console.log(servers.map((s) => s.address().port).join(','));
          for (const s of servers) s.close();
        }
      });
    }`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',').map(Number);
}

/**
 * The ports and data folder of this end-to-end run. They are chosen once, when the runner reads its
 * configuration, and kept in the environment, which the workers, the web servers and the global
 * setup inherit: every part of one run agrees, and two runs (two checkouts, or one twice) never
 * share a port or a database. E2E_PORT, E2E_MOCK_PORT, E2E_FAKE_OPENAI_PORT and
 * E2E_AUTH_EMULATOR_HOST pin them instead.
 */
process.env.E2E_RUN_PORTS ??= freePorts(4).join(',');
const [app, mock, fakeOpenAI, emulator] = process.env.E2E_RUN_PORTS.split(',').map(Number) as [
  number,
  number,
  number,
  number,
];

export const e2ePorts = {
  app: Number(process.env.E2E_PORT ?? app),
  mock: Number(process.env.E2E_MOCK_PORT ?? mock),
  fakeOpenAI: Number(process.env.E2E_FAKE_OPENAI_PORT ?? fakeOpenAI),
};

/** The app's own Auth emulator, never `npm start`'s: whoever started one stops it when done. */
export const e2eEmulatorHost = process.env.E2E_AUTH_EMULATOR_HOST ?? `127.0.0.1:${emulator}`;

/** A fresh data folder for this run's `npm start`. */
export const e2eDataDir = `.tmp/e2e-data-${e2ePorts.app}`;
