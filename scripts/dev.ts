// `npm run dev:desktop` / `npm run dev:mobile`: the reference API on :3001 and one app in Vite with hot reload on :3000.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const app = process.argv[2];
if (app !== 'desktop' && app !== 'mobile') {
  console.error('usage: dev.ts desktop|mobile');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort, API_ORIGIN: `http://127.0.0.1:${apiPort}`, NODE_ENV: 'development' };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`], { cwd: `${root}apps/${app}`, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } }));
