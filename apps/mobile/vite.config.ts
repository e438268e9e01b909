import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig, mergeConfig } from 'vite';
import { appViteConfig, flagIcons } from '@bf/config/vite';

export default defineConfig(mergeConfig(appViteConfig(), { plugins: [react(), tailwindcss(), vike(), flagIcons('1x1')] }));
