import type { ComponentProps } from 'react';
import * as Shared from '@bf/ui-core/sports/sports-blocks';

// Drawn once in @bf/ui-core; this platform's corners, sizes and rows.
export { SportsSection } from '@bf/ui-core/sports/sports-blocks';
export const ListMessage = (props: Omit<ComponentProps<typeof Shared.ListMessage>, 'className'>) => <Shared.ListMessage {...props} className="rounded-lg" />;
export const TextButton = (props: Omit<ComponentProps<typeof Shared.TextButton>, 'className'>) => <Shared.TextButton {...props} className="h-8 rounded-md px-4" />;
export const HomeHero = (props: { title: string; text: string }) => <Shared.HomeHero {...props} classes={{ section: 'overflow-hidden rounded-lg p-8', title: 'max-w-xl text-3xl tracking-tight', text: 'mt-2 max-w-xl text-base' }} />;
/** The popular sports as a wrapping row of pill links. */
export const HomeSports = (props: { title: string; items: readonly Shared.HomeSportItem[] }) => (
  <Shared.HomeSports {...props} classes={{ list: 'flex flex-wrap gap-2', link: 'h-10 gap-2 rounded-full px-4 text-sm hover:border-accent hover:text-accent-text', icon: 'size-5' }} />
);
