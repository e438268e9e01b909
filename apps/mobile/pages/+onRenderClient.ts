import '../src/client.css';
import type { OnRenderClientAsync } from 'vike/types';
import { hydrateApp, installGlobalErrorHandlers } from '@bf/headless/client';
import { getClientRoutes } from '../src/client-routes.ts';

// Chunk load errors reload the page (at most once a minute); other unexpected errors are logged and the page goes on.
installGlobalErrorHandlers();

export const onRenderClient: OnRenderClientAsync = async () => {
  const container = document.getElementById('root');
  if (container) hydrateApp(getClientRoutes(), container);
};
