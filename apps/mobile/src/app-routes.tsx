import { appRoutes } from '@bf/screens/shell/app-routes';
import { app } from './app-composition.tsx';

/** The phone's routes over the whole route table (@bf/screens/shell/app-routes), for the server's render and the tests. */
export const { screens, createRoutes } = appRoutes(app);
