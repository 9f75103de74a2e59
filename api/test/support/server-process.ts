import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { testServerEnv } from './harness';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

/**
 * The real server as `npm start` runs it (`tsx api/src/server.ts`), in its own process, on a free
 * port, signed in through the test Auth emulator; resolves once /api/health answers.
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, ...testServerEnv(dataDir, 'error'), HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  for (let i = 0; i < 160 && running; i += 1) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, process: child, exited, kill: (signal = 'SIGKILL') => child.kill(signal) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server process did not start (${running ? 'no answer in 40 s' : 'it exited'})`);
}
