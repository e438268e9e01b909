import '../src/client.css';
import type { OnRenderClientAsync } from 'vike/types';
import { createOnRenderClient } from '@bf/headless/client';
import { createRoutes } from '../src/app-routes.tsx';

export const onRenderClient: OnRenderClientAsync = createOnRenderClient(createRoutes);
