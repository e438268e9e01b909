import '../src/client.css';
import { startClient } from '@bf/headless/client';
import { app } from '../src/app-composition.tsx';

startClient(app);
