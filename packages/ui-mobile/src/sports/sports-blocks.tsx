import type { ComponentProps } from 'react';
import * as Shared from '@bf/ui-core/sports/sports-blocks';

// Drawn once in @bf/ui-core; the phone's corners, thumb sizes and scrolling rows.
export { SportsSection } from '@bf/ui-core/sports/sports-blocks';
export const ListMessage = (props: Omit<ComponentProps<typeof Shared.ListMessage>, 'className'>) => <Shared.ListMessage {...props} className="rounded-xl" />;
export const TextButton = (props: Omit<ComponentProps<typeof Shared.TextButton>, 'className'>) => <Shared.TextButton {...props} className="h-10 rounded-lg px-5" />;
/** A short welcome on a phone. */
export const HomeHero = ({ title, text }: { title: string; text: string }) => <Shared.HomeHero title={title} text={text} classes={{ section: 'rounded-xl p-5', title: 'text-xl leading-tight', text: 'mt-1.5 text-sm' }} />;
/** The popular sports as a sideways-scrolling row of icon tiles. */
export function HomeSports(props: { title: string; items: readonly Shared.HomeSportItem[] }) {
  const classes = { nav: '-mx-3', list: 'flex gap-2 overflow-x-auto px-3 [scrollbar-width:none]', item: 'shrink-0', link: 'h-[68px] w-[76px] flex-col justify-center gap-1.5 rounded-xl px-1 text-center text-[11px] leading-tight', icon: 'size-6' };
  return <Shared.HomeSports {...props} classes={classes} />;
}
