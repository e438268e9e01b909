import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { sharedStories, toAliasList, workbenchAliases } from '@bf/workbench/storybook';

/**
 * The mobile team's workbench (`npm run workbench:mobile`): the kit's own stories, the mobile app's own, and the
 * stories both workbenches share (packages/workbench), rendered with the mobile app's screens and kit.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', '../../../apps/mobile/src/**/*.stories.tsx', ...sharedStories('mobile')],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The flags the kit draws from <base>flags/1x1/<code>.svg (the apps' build copies them the same way).
  staticDirs: [{ from: '../../../node_modules/flag-icons/flags/1x1', to: '/flags/1x1' }],
  // Tailwind 4 reads the same tokens, sources and breakpoints as the app (preview.css imports the app's CSS).
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), tailwindcss()],
    // `@app/…` and `@kit/…` in the shared stories: the mobile app's and kit's sources.
    resolve: { ...vite.resolve, alias: [...toAliasList(vite.resolve?.alias), ...Object.entries(workbenchAliases('mobile')).map(([find, replacement]) => ({ find, replacement }))] },
  }),
};

export default config;
