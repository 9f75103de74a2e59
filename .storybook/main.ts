import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const modelsDir = path.resolve(import.meta.dirname, '../models');

const config: StorybookConfig = {
  stories: ['../frontend/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker lives in the frontend's public folder.
  // The on-device model too, when installed (the SDK test page's stories classify with it).
  staticDirs: ['../frontend/public', ...(fs.existsSync(modelsDir) ? [{ from: '../models', to: '/models' }] : [])],
  core: { disableTelemetry: true },
};

export default config;
