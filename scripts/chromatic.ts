/**
 * `npm run chromatic`: publishes Storybook to Chromatic for visual review.
 * Needs CHROMATIC_PROJECT_TOKEN (and network); without it, it says so and skips.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stdout.write('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.\n');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
