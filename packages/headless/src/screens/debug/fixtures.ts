import type { DebugModel } from './use-debug-screen.ts';

/** A development build in English. */
export const development: DebugModel = {
  title: 'Debug',
  rows: [
    { id: 'routes', label: 'Routes', value: '160' },
    { id: 'language', label: 'Language', value: 'en' },
    { id: 'environment', label: 'Environment', value: 'development' },
  ],
};
