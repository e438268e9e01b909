import type { ReactNode } from 'react';
import { ButtonLink } from '../components/button.tsx';
import { Breadcrumbs as SharedTrail, ListPaging as SharedPaging, type TrailStep } from '@bf/ui-core/sports/list-nav';

export type { TrailStep } from '@bf/ui-core/sports/types';

/** The chevron between two steps of the trail. */
const chevron = (
  <svg aria-hidden="true" viewBox="0 0 8 12" className="mx-0.5 h-3 w-2 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="m2 2 4 4-4 4" />
  </svg>
);

/**
 * A phone's trail: one scrolling line of tappable steps (each 32 px tall), ending at the page itself, so a long
 * championship name never pushes the title off the screen.
 */
export function Breadcrumbs({ label, items }: { label: string; items: readonly TrailStep[] }) {
  const classes = {
    nav: '-mx-3 mb-1 overflow-x-auto px-3 [scrollbar-width:none]',
    list: 'w-max text-[13px] whitespace-nowrap',
    item: '',
    step: 'inline-flex h-8 items-center px-1 text-accent-text',
    current: 'inline-flex h-8 items-center px-1 font-semibold text-fg',
  };
  return <SharedTrail label={label} items={items} separator={chevron} classes={classes} />;
}

/** The end of a long list on a phone: a full-width button for the next page, with how many of how many show under it. */
export function ListPaging({ status, more }: { status: string; more?: { label: string; isBusy: boolean; onPress(): void } }) {
  const classes = { box: 'flex flex-col items-stretch gap-1.5 pt-1', status: 'text-center text-xs', button: 'h-12 rounded-xl bg-surface-2 text-[15px] font-bold active:bg-accent-soft' };
  return <SharedPaging status={status} more={more} statusLast classes={classes} />;
}

/** A list message's way on (another section, the line): a thumb-sized button link. */
export const MessageLink = (props: { href: string; children: ReactNode }) => <ButtonLink {...props} />;
