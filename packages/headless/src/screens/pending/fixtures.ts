import type { PendingModel } from './use-pending-screen.ts';

/** The news section, not built yet. */
export const news: PendingModel = {
  title: 'News',
  notice: { title: 'This section is not available yet', text: 'We are still building News. Everything else on the site works as usual.' },
  home: { label: 'Go to the home page', href: '/en' },
};
