import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../frontend/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker lives in the frontend's public folder.
  staticDirs: ['../frontend/public'],
  core: { disableTelemetry: true },
};

export default config;
