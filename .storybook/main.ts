import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const modelsDir = path.resolve(import.meta.dirname, '../models');

/**
 * Stories answer every API call with MSW, so Storybook's dev servers (and the story tests') proxy
 * nothing to the API. They serve the repository root, where `/api/…` would also be a source path.
 */
const withoutApiProxy: Plugin = {
  name: 'morsel-storybook-without-api-proxy',
  config(config) {
    if (config.server) delete config.server.proxy;
  },
};

const pluginName = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && typeof plugin.name === 'string'
    ? plugin.name
    : '';
const isPwaPlugin = (plugin: unknown) => pluginName(plugin).startsWith('vite-plugin-pwa');
/**
 * The app build's last steps (the pages drawn at build, Brotli and gzip copies) are for the server,
 * its chunk groups for the app's own entries, its first-paint theme for the app's pages (each
 * story sets its own theme), and its compiled messages for the app's first scripts (stories keep
 * the text, as the tests do); a Storybook build has none of them.
 */
const APP_BUILD_PLUGINS = [
  'morsel-compiled-messages',
  'morsel-draw-pages',
  'morsel-compress-build',
  'morsel-app-chunks',
  'morsel-theme-first-paint',
];
const isAppBuildPlugin = (plugin: unknown) => APP_BUILD_PLUGINS.includes(pluginName(plugin));

const config: StorybookConfig = {
  // The MDX pages beside the stories and the components' autodocs are drawn by the docs addon.
  stories: ['../frontend/src/**/*.stories.@(ts|tsx)', '../frontend/src/**/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker lives in the frontend's public folder.
  // The on-device model too, when installed, served at /models/ as the API serves it.
  staticDirs: ['../frontend/public', ...(fs.existsSync(modelsDir) ? [{ from: '../models', to: '/models' }] : [])],
  core: { disableTelemetry: true },
  // Storybook builds no service worker: the PWA plugin (its entry is the app's own src/sw.ts) stays
  // out, and so do the app build's last steps and its pages (Storybook has its own).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      manifest: false,
      rollupOptions: { ...viteConfig.build?.rollupOptions, input: undefined },
    },
    plugins: [
      ...(viteConfig.plugins ?? []).flat().filter((plugin) => !isPwaPlugin(plugin) && !isAppBuildPlugin(plugin)),
      withoutApiProxy,
    ],
  }),
};

export default config;
