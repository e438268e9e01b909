import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { appViteConfig, flagIcons } from '@bf/config/vite';

export default defineConfig(({ command }) => mergeConfig(appViteConfig(command), {
  // `@kit/…` in the shared screens (packages/screens) is this app's kit.
  resolve: { alias: { '@kit': fileURLToPath(new URL('../../packages/ui-mobile/src', import.meta.url)) } },
  plugins: [react(), tailwindcss(), vike(), flagIcons('1x1')] }));
