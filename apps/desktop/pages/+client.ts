import '../src/client.css';
import { startClient } from '@bf/headless/client';
import { createRoutes } from '../src/app-routes.tsx';

startClient(createRoutes);
