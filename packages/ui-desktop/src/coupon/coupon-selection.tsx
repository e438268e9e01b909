import type { ReactNode } from 'react';
import type { CouponSlipSelectionModel } from '@bf/headless/screens/coupon-slip';
import { StakeField } from './stake-field.tsx';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { cn } from '../utils/cn.ts';

/** One selection as the bet slip's screen model words it. */
export type CouponSelectionProps = CouponSlipSelectionModel;

/** The way a price moved, drawn (not a glyph), so its colour is a graphic's 3:1 and the price text stays full contrast. */
function MoveArrow({ movement }: { movement: 'up' | 'down' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 10" className={cn('size-2.5', movement === 'up' ? 'text-up' : 'rotate-180 text-down')} fill="currentColor">
      <path d="M5 1 9.5 8.5h-9Z" />
    </svg>
  );
}

/** One selection of the slip: the game, the pick, its price with the way it moved, and its own controls. */
export function CouponSelection(props: CouponSelectionProps) {
  const { title, pick, meta, odds, pendingOdds, movement, movementLabel, liveLabel, lockedText, isBonus, remove, banker, order, block, stake, returns } = props;
  const isLocked = Boolean(lockedText);
  return (
    <li data-locked={isLocked ? '' : undefined} data-movement={movement} className={cn('relative flex flex-col gap-1 border-b border-line px-3 py-2 last:border-b-0', isLocked && 'bg-surface-2')}>
      <div className="flex items-start gap-2">
        <div className={cn('min-w-0 flex-1', isLocked && 'line-through decoration-muted')}>
          {meta && <p className="truncate text-[11px] text-muted">{meta}</p>}
          <p className="text-sm font-semibold leading-snug">
            {liveLabel && (
              <span className="mr-1.5 inline-flex items-center gap-1 rounded border border-line px-1 align-[1px] text-[10px] font-bold uppercase text-fg">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-live" />
                {liveLabel}
              </span>
            )}
            {title}
          </p>
          <p className={cn('text-xs', isBonus ? 'font-semibold text-fg' : 'text-muted')}>{pick}</p>
        </div>
        <div className="flex flex-col items-end gap-0.5">
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-sm font-bold tabular-nums',
              !pendingOdds && movement === 'up' && 'bg-up/15',
              !pendingOdds && movement === 'down' && 'bg-down/15',
              pendingOdds && 'font-semibold text-muted line-through',
            )}
          >
            {movement !== 'none' && !pendingOdds && <MoveArrow movement={movement} />}
            {odds}
            {movementLabel && movement !== 'none' && <span className="sr-only">{movementLabel}</span>}
          </span>
          {pendingOdds && (
            <span className={cn('inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-sm font-bold tabular-nums', movement === 'up' ? 'bg-up/15' : 'bg-down/15')}>
              {movement !== 'none' && <MoveArrow movement={movement} />}
              {pendingOdds}
            </span>
          )}
        </div>
        <button type="button" onClick={remove.onPress} aria-label={remove.label} className="-mr-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-base leading-none text-muted hover:bg-surface-3 hover:text-fg">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {lockedText && (
        <p className="flex items-center gap-1.5 text-xs font-semibold text-fg">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0 text-down" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {lockedText}
        </p>
      )}
      {(banker || order || block || stake) && (
        <div className="flex items-center gap-3">
          {order && (
            <span className="inline-flex gap-1">
              {(
                [
                  ['up', order.upLabel, order.onUp],
                  ['down', order.downLabel, order.onDown],
                ] as const
              ).map(([direction, label, onMove]) => (
                <button
                  key={direction}
                  type="button"
                  aria-label={label}
                  disabled={!onMove}
                  onClick={onMove}
                  className="inline-flex size-6 items-center justify-center rounded border border-line text-muted hover:bg-surface-3 hover:text-fg disabled:opacity-40"
                >
                  <svg aria-hidden="true" viewBox="0 0 10 10" className={cn('size-2.5', direction === 'down' && 'rotate-180')} fill="currentColor">
                    <path d="M5 1 9.5 8.5h-9Z" />
                  </svg>
                </button>
              ))}
            </span>
          )}
          {block && (
            <label className={cn('inline-flex items-center gap-1.5 font-semibold text-fg', 'text-xs')}>
              <span aria-hidden="true">{block.text}</span>
              <ChoiceSelect aria-label={block.label} value={block.value} options={block.options} onChange={block.onChange} className="h-7 rounded border border-line bg-surface px-1.5 text-xs text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/30" />
            </label>
          )}
          {banker && (
            <label className="inline-flex items-center gap-1.5 text-xs font-semibold text-fg">
              <input type="checkbox" className="size-3.5 accent-[var(--bf-accent)]" checked={banker.isOn} disabled={banker.isDisabled} onChange={(event) => banker.onChange(event.target.checked)} />
              {banker.label}
            </label>
          )}
          {stake && (
            <div className="flex-1">
              <StakeField field={stake} size="sm" hideLabel />
            </div>
          )}
          {returns && <span className="text-xs text-muted tabular-nums">{returns}</span>}
        </div>
      )}
    </li>
  );
}

/** The list of selections. */
export function CouponSelectionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col">
      {children}
    </ul>
  );
}
