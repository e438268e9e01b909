export { hydrateApp } from './hydrate-app.tsx';
