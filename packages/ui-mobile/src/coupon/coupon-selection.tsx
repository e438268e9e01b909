import type { ReactNode } from 'react';
import type { CouponSlipSelectionModel } from '@bf/headless/screens/coupon-slip';
import { StakeField } from './stake-field.tsx';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { cn } from '../utils/cn.ts';

/** One selection as the bet slip's screen model words it. */
export type CouponSelectionProps = CouponSlipSelectionModel;

/** A triangle pointing up (or, turned, down): the way a price moved, or a chain move. */
const Triangle = ({ turned, tone }: { turned?: boolean; tone?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 10 10" className={cn('size-3', turned && 'rotate-180', tone)} fill="currentColor">
    <path d="M5 1 9.5 8.5h-9Z" />
  </svg>
);

/** The price chip at the right of the card: the new price under the struck-out old one while it waits for the player. */
function OddsChip({ odds, pendingOdds, movement, movementLabel }: Pick<CouponSelectionProps, 'odds' | 'pendingOdds' | 'movement' | 'movementLabel'>) {
  const tint = movement === 'up' ? 'bg-up/15' : movement === 'down' ? 'bg-down/15' : 'bg-surface-3';
  const arrow = movement === 'none' ? null : <Triangle turned={movement === 'down'} tone={movement === 'up' ? 'text-up' : 'text-down'} />;
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <span className={cn('inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-base font-bold tabular-nums', pendingOdds ? 'bg-surface-3 text-muted line-through' : tint)}>
        {!pendingOdds && arrow}
        {odds}
        {movement !== 'none' && movementLabel && <span className="sr-only">{movementLabel}</span>}
      </span>
      {pendingOdds && (
        <span className={cn('inline-flex h-9 items-center gap-1 rounded-lg px-2.5 text-base font-bold tabular-nums', tint)}>
          {arrow}
          {pendingOdds}
        </span>
      )}
    </div>
  );
}

/** The card's own controls for its coupon type, each a 44 px target: chain order, block, banker, a single's stake. */
function CardControls({ banker, order, block, stake, returns }: Pick<CouponSelectionProps, 'banker' | 'order' | 'block' | 'stake' | 'returns'>) {
  if (!banker && !order && !block && !stake) return null;
  const square = 'inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-fg active:bg-surface-3 disabled:opacity-40';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-line pt-2">
      {order && (
        <>
          <button type="button" aria-label={order.upLabel} disabled={!order.onUp} onClick={order.onUp} className={square}>
            <Triangle />
          </button>
          <button type="button" aria-label={order.downLabel} disabled={!order.onDown} onClick={order.onDown} className={square}>
            <Triangle turned />
          </button>
        </>
      )}
      {block && (
        <label className="inline-flex items-center gap-2 text-base font-semibold text-fg">
          <span aria-hidden="true">{block.text}</span>
          <ChoiceSelect aria-label={block.label} value={block.value} options={block.options} onChange={block.onChange} className="h-11 rounded-xl border border-line bg-surface px-3 text-base text-fg focus-visible:border-focus" />
        </label>
      )}
      {banker && (
        <label className="inline-flex h-11 items-center gap-3 rounded-xl bg-surface-2 px-3 text-base font-semibold text-fg">
          <input type="checkbox" className="size-6 accent-[var(--bf-accent)]" checked={banker.isOn} disabled={banker.isDisabled} onChange={(event) => banker.onChange(event.target.checked)} />
          {banker.label}
        </label>
      )}
      {stake && (
        <div className="w-full">
          <StakeField field={stake} size="sm" hideLabel />
        </div>
      )}
      {returns && <p className="w-full text-right text-sm text-muted tabular-nums">{returns}</p>}
    </div>
  );
}

/** One selection as a card of the sheet: context line and a big remove target on top, the pick and its price, then its controls. */
export function CouponSelection(props: CouponSelectionProps) {
  const { title, pick, meta, liveLabel, lockedText, isBonus, remove } = props;
  return (
    <li data-locked={lockedText ? '' : undefined} data-movement={props.movement} className={cn('rounded-2xl border border-line p-3', lockedText ? 'bg-surface-2' : 'bg-surface')}>
      <div className="flex items-center gap-2">
        {liveLabel && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-live/15 px-2 py-0.5 text-xs font-bold uppercase text-fg">
            <span aria-hidden="true" className="size-2 rounded-full bg-live" />
            {liveLabel}
          </span>
        )}
        <span className="min-w-0 flex-1 truncate text-xs text-muted">{meta}</span>
        <button type="button" aria-label={remove.label} onClick={remove.onPress} className="-my-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-muted active:bg-surface-3">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex items-start gap-3">
        <div className={cn('min-w-0 flex-1', lockedText && 'line-through decoration-muted')}>
          <p className="text-base font-semibold leading-snug text-fg">{title}</p>
          <p className={cn('text-sm', isBonus ? 'font-semibold text-fg' : 'text-muted')}>{pick}</p>
        </div>
        <OddsChip odds={props.odds} pendingOdds={props.pendingOdds} movement={props.movement} movementLabel={props.movementLabel} />
      </div>
      {lockedText && <p className="mt-2 rounded-lg bg-down/10 px-2 py-1.5 text-sm font-semibold text-fg">{lockedText}</p>}
      <CardControls banker={props.banker} order={props.order} block={props.block} stake={props.stake} returns={props.returns} />
    </li>
  );
}

/** The cards, spaced apart on the sheet. */
export function CouponSelectionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2 px-3 py-2">
      {children}
    </ul>
  );
}
