import { cva } from 'class-variance-authority';
import { cn } from '../utils/cn.ts';
import { ArrowIcon, LockIcon } from '@bf/ui-core/icons';
import type { OddsButtonBaseProps } from '@bf/ui-core/sports/types';

export interface OddsButtonProps extends OddsButtonBaseProps {
  /** `inline`: caption (or the name: 1, X, 2) and price side by side; `stacked`: the caption above the price (team names). By default a game page's market stacks. */
  layout?: 'inline' | 'stacked';
}

// A move is shown with data attributes only, so a price tick never changes the button's element tree.
const oddsButton = cva('group relative flex w-full min-w-0 rounded-lg border px-2.5 text-sm tabular-nums transition-colors disabled:cursor-not-allowed data-[direction=down]:border-down/70 data-[direction=up]:border-up/70', {
  variants: {
    layout: { inline: 'h-11 items-center justify-between gap-1.5', stacked: 'min-h-14 flex-col items-start justify-center gap-0.5 py-1.5' },
    state: {
      idle: 'border-line bg-surface-2 text-fg active:bg-accent-soft',
      selected: 'border-accent bg-accent text-accent-fg',
      locked: 'border-line bg-surface-2 text-muted',
    },
  },
  defaultVariants: { state: 'idle', layout: 'inline' },
});

// Made once: React skips an element object it rendered last time, so a price tick does not re-render the icons.
const ARROW = <ArrowIcon direction="up" className="size-2.5 group-data-[direction=down]:rotate-180 group-data-[direction=none]:hidden group-data-[direction=down]:text-down group-data-[direction=up]:text-up" />;
const SELECTED_ARROW = <ArrowIcon direction="up" className="size-2.5 text-accent-fg group-data-[direction=down]:rotate-180 group-data-[direction=none]:hidden" />;
const LOCK = <LockIcon className="size-4" />;
const SELECTED_LOCK = <LockIcon className="size-3" />;

/** A large price button for thumbs: pressed while the selection is in the coupon, a lock while suspended. */
export function OddsButton({ label, text, caption, name, size, direction, isSelected, isLocked, isDisabled, onToggle, layout = size === 'market' ? 'stacked' : 'inline', className }: OddsButtonProps) {
  const state = isSelected ? 'selected' : isLocked || isDisabled ? 'locked' : 'idle';
  return (
    <button type="button" aria-label={label} aria-pressed={isSelected} disabled={isDisabled} data-direction={isLocked ? 'none' : direction} data-locked={isLocked || undefined} onClick={onToggle} className={cn(oddsButton({ state, layout }), className)}>
      <span className={cn('max-w-full min-w-0 text-xs font-medium', layout === 'stacked' ? 'line-clamp-2 [overflow-wrap:anywhere]' : 'truncate', isSelected ? 'text-accent-fg' : 'text-muted')}>{caption ?? name}</span>
      {/* A space between caption and price, so the text reads "1 2.10" as the name starts (label in name). */}{' '}
      <span className="flex shrink-0 items-center gap-1 font-bold">
        {isSelected ? SELECTED_ARROW : ARROW}
        {isLocked && !isSelected ? LOCK : text}
        {isLocked && isSelected && SELECTED_LOCK}
      </span>
    </button>
  );
}
