import type { ReactNode } from 'react';
import * as Shared from '@bf/ui-core/sports/list-nav';
import { ButtonLink } from '../components/button.tsx';
import type { TrailStep } from '@bf/ui-core/sports/types';

export type { TrailStep } from '@bf/ui-core/sports/types';

const TRAIL = { nav: 'mb-2 text-[13px]', list: 'flex-wrap gap-x-1.5 gap-y-1 text-muted', item: 'gap-1.5', step: 'hover:text-accent-text hover:underline', current: 'font-semibold text-fg hover:underline' };

/** The page's trail (section › sport › country › championship › game) on one line above the title, each step a link. */
export function Breadcrumbs(props: { label: string; items: readonly TrailStep[] }) {
  return (
    <Shared.Breadcrumbs
      {...props}
      separator={
        <span aria-hidden="true" className="text-muted/60">
          ›
        </span>
      }
      classes={TRAIL}
    />
  );
}

/** Under a long list: how many of how many events show, and the button that brings the next page. */
export const ListPaging = (props: { status: string; more?: { label: string; isBusy: boolean; onPress(): void } }) => (
  <Shared.ListPaging
    {...props}
    classes={{
      box: 'flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-3 py-2',
      status: 'text-[13px]',
      button: 'h-8 rounded-md border border-accent px-4 text-[13px] font-semibold hover:bg-accent-soft disabled:opacity-60',
    }}
  />
);

/** A list message's way on (another section, the line): a small button link. */
export const MessageLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <ButtonLink href={href} size="sm">
    {children}
  </ButtonLink>
);
