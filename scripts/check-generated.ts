/**
 * Fails when the committed generated code differs from what the contract
 * generates now (run by `npm test`). Fix with `npm run generate`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = ['frontend/src/client', 'api/src/generated', 'rules/contract'];
const tmp = path.resolve('.tmp/generated-check');
fs.rmSync(tmp, { recursive: true, force: true });
execFileSync('npx', ['openapi-ts'], { env: { ...process.env, GENERATED_ROOT: tmp }, stdio: 'pipe' });
execFileSync('npx', ['tsx', 'scripts/generate-operations.ts'], {
  env: { ...process.env, GENERATED_ROOT: tmp },
  stdio: 'pipe',
});

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

const problems: string[] = [];
for (const out of outputs) {
  const fresh = path.join(tmp, out);
  const files = new Set([...listFiles(out), ...listFiles(fresh)]);
  for (const file of files) {
    const a = path.join(out, file);
    const b = path.join(fresh, file);
    if (!fs.existsSync(a)) problems.push(`missing: ${a}`);
    else if (!fs.existsSync(b)) problems.push(`stale (no longer generated): ${a}`);
    else if (fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8')) problems.push(`out of date: ${a}`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

if (problems.length) {
  process.stderr.write(
    `Generated code does not match openapi/openapi.yaml:\n  ${problems.join('\n  ')}\nRun \`npm run generate\` and commit the result.\n`,
  );
  process.exit(1);
}
process.stdout.write('Generated code matches the contract.\n');
