import '../src/client.css';
import type { OnRenderClientAsync } from 'vike/types';
import { hydrateApp } from '@bf/headless/client';
import { getClientRoutes } from '../src/client-routes.ts';

export const onRenderClient: OnRenderClientAsync = async () => {
  const container = document.getElementById('root');
  if (container) hydrateApp(getClientRoutes(), container);
};
