import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const sessionFile = path.resolve(import.meta.dirname, '../.tmp/e2e-session.json');

/**
 * Seeds a signed-in user with three scans into the running server's database
 * (sign-in through Firebase is not wired yet), and saves the session cookie.
 */
export default function globalSetup() {
  const out = execFileSync(
    'npx',
    ['tsx', 'scripts/seed.ts', '--email', 'e2e@example.com', '--name', 'Erin E2E', '--scans', '3'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  fs.mkdirSync(path.dirname(sessionFile), { recursive: true });
  fs.writeFileSync(sessionFile, out.trim().split('\n').pop()!);
}
