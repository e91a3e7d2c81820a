/** Storybook for the design system (packages/ui) and the screens (packages/features). */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/features/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (apps/web/public/mockServiceWorker.js, written by `npm run generate`).
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Ark UI marks its modules "use client"; a browser bundle drops that on purpose, so the
  // bundler's warning about it is noise.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { moduleLevelDirective: false } },
      // Storybook's preview is one large bundle by design; it is never shipped to learners.
      chunkSizeWarningLimit: 4096,
    },
  }),
};

export default config;
