import { cva } from 'class-variance-authority';
import { cn } from '../utils/cn.ts';
import { ArrowIcon, LockIcon } from '@bf/ui-core/icons';
import type { OddsButtonBaseProps } from '@bf/ui-core/sports/types';

/** `size` `line`: a list's total or handicap cell, its line small before the price; `name` is left to the column heads. */
export type OddsButtonProps = OddsButtonBaseProps;

// A move is shown with data attributes only (a ring and a turned arrow), so a price tick changes attributes and text,
// never the button's element tree: that keeps a live list's updates cheap.
const oddsButton = cva(
  'group relative flex w-full items-center rounded-md border text-sm font-bold tabular-nums transition-colors focus-visible:z-10 disabled:cursor-not-allowed data-[direction=down]:ring-1 data-[direction=down]:ring-down/60 data-[direction=down]:ring-inset data-[direction=up]:ring-1 data-[direction=up]:ring-up/60 data-[direction=up]:ring-inset',
  {
    variants: {
      size: { row: 'h-9 justify-center px-2', market: 'h-10 justify-between gap-2 px-3', line: 'h-9 justify-between gap-1 px-1.5' },
      state: {
        idle: 'border-transparent bg-surface-2 text-fg hover:border-accent hover:bg-accent-soft',
        selected: 'border-accent bg-accent text-accent-fg hover:bg-accent-hover',
        locked: 'border-transparent bg-surface-2 text-muted',
      },
    },
    defaultVariants: { size: 'row', state: 'idle' },
  },
);

// Made once: React skips an element object it rendered last time, so a price tick does not re-render the icons.
const ARROW = (
  <ArrowIcon direction="up" className="absolute top-1 right-1 size-2 group-data-[direction=down]:rotate-180 group-data-[direction=none]:invisible group-data-[direction=down]:text-down group-data-[direction=up]:text-up" />
);
const SELECTED_ARROW = <ArrowIcon direction="up" className="absolute top-1 right-1 size-2 text-accent-fg group-data-[direction=down]:rotate-180 group-data-[direction=none]:invisible" />;
const LOCK = <LockIcon />;
const SELECTED_LOCK = <LockIcon className="size-3" />;
// One class string per size and state, worked out once (a live list renders the same few thousands of times).
const buttonClasses = new Map<string, string>();
const buttonClass = (size: NonNullable<OddsButtonProps['size']>, state: 'idle' | 'selected' | 'locked') => {
  const key = `${size} ${state}`;
  let value = buttonClasses.get(key);
  if (value === undefined) buttonClasses.set(key, (value = oddsButton({ size, state })));
  return value;
};

/**
 * One price: a real button, pressed while the selection is in the coupon. A moved price shows an arrow for a few
 * seconds; a suspended one shows a lock and cannot be pressed (a selected one can still be taken out).
 */
export function OddsButton({ label, text, caption, direction, isSelected, isLocked, isDisabled, onToggle, size = 'row', className }: OddsButtonProps) {
  const state = isSelected ? 'selected' : isLocked || isDisabled ? 'locked' : 'idle';
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isSelected}
      disabled={isDisabled}
      data-direction={isLocked ? 'none' : direction}
      data-locked={isLocked || undefined}
      onClick={onToggle}
      className={className ? cn(buttonClass(size, state), className) : buttonClass(size, state)}
    >
      {caption !== undefined && <span className={cn('min-w-0 truncate text-left font-medium', size === 'line' ? 'text-[11px]' : 'text-[13px]', isSelected ? 'text-accent-fg' : 'text-muted')}>{caption}</span>}
      {/* A space between caption and price, so the text reads "Draw 3.40" as the name starts (label in name). */}{' '}
      <span className="flex items-center gap-1">
        {isLocked && !isSelected ? LOCK : text}
        {isLocked && isSelected && SELECTED_LOCK}
      </span>
      {isSelected ? SELECTED_ARROW : ARROW}
    </button>
  );
}
