import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/**
 * The Firebase Auth emulator, Morsel's embedded sign-in backend: it needs no
 * account, key or network. Accounts persist under `<dataDir>/auth-emulator`
 * between runs (imported on start, exported on a clean exit).
 */
export interface AuthEmulatorOptions {
  /** host:port the emulator listens on. */
  host: string;
  projectId: string;
  /** Folder for its config, logs and exported accounts. */
  dir: string;
  /** Emulator Hub and logging ports; by default free ports chosen at start, so several copies can run at once. */
  hubPort?: number;
  loggingPort?: number;
  timeoutMs?: number;
}

export interface RunningAuthEmulator {
  /** True when this process started it (and so stops it). */
  started: boolean;
  stop(): Promise<void>;
}

/** Whether an Auth emulator already answers at host:port. */
export async function authEmulatorAnswers(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** A port nothing listens on right now, chosen by the system. */
export const freePort = async (hostname: string): Promise<number> => (await freePorts(hostname, 1))[0]!;

/**
 * `count` different ports nothing listens on right now, none of them in `except`. Each probe stays
 * open until all are chosen: ports asked for one after another can come back the same.
 */
export async function freePorts(hostname: string, count: number, except: readonly number[] = []): Promise<number[]> {
  const probes: net.Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const probe = net.createServer();
      probes.push(probe);
      const port = await new Promise<number>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, hostname, () => resolve((probe.address() as net.AddressInfo).port));
      });
      if (!except.includes(port)) ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

/** Whether host:port can be listened on (nothing else holds it). */
function portIsFree(hostname: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, hostname, () => probe.close(() => resolve(true)));
  });
}

/** Reuses an emulator already listening at `host`, or starts one and waits until it is ready. */
export async function ensureAuthEmulator(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  if (await authEmulatorAnswers(options.host)) return { started: false, stop: async () => undefined };

  const [hostname, portText] = options.host.split(':') as [string, string];
  const port = Number(portText);
  if (!(await portIsFree(hostname, port))) {
    throw new Error(
      `Port ${port} (the Firebase Auth emulator's) is taken by another program. ` +
        `Set FIREBASE_AUTH_EMULATOR_HOST to another address, e.g. FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${port + 2}`,
    );
  }
  // The emulator also opens a hub and a logging port; fixed defaults collide with other copies, and
  // the two must differ from each other and from the emulator's own port.
  const [freeHub, freeLogging] = await freePorts('127.0.0.1', 2, [port]);
  const hubPort = options.hubPort ?? freeHub!;
  const loggingPort = options.loggingPort ?? freeLogging!;
  const dir = path.resolve(options.dir);
  const exportDir = path.join(dir, 'export');
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'firebase.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify(
      {
        emulators: {
          auth: { host: hostname, port },
          hub: { host: '127.0.0.1', port: hubPort },
          logging: { host: '127.0.0.1', port: loggingPort },
          // The UI downloads itself at start, which fails offline.
          ui: { enabled: false },
          singleProjectMode: true,
        },
      },
      null,
      2,
    ),
  );

  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile];
  if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);

  const log = fs.openSync(path.join(dir, 'emulator.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: dir,
    stdio: ['ignore', log, log],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await authEmulatorAnswers(options.host))) {
    if (exited) {
      throw new Error(`The Firebase Auth emulator exited during start; see ${path.join(dir, 'emulator.log')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start in time; see ${path.join(dir, 'emulator.log')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    started: true,
    async stop() {
      if (exited) return;
      child.kill('SIGINT'); // SIGINT lets it export the accounts first
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
