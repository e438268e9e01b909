import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// In `npm run dev:*` the reference API runs beside Vite; its paths are proxied to it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
const apiPaths = ['/bff-api', '/web-api', '/limit-service-api', '/social-api', '/redirects-api', '/blocks-api', '/third-party', '/captcha-api'];

export default defineConfig({
  plugins: [react(), tailwindcss(), vike()],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true, proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiOrigin, changeOrigin: true }])) },
  build: { target: 'es2022', cssMinify: true },
});
