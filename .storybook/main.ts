import type { StorybookConfig } from '@storybook/react-vite';

// Storybook builds with its own small Vite config (.storybook/vite.config.ts): the React Router plugin in the
// app's vite.config.ts only works for the app build and must not load here.
const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
