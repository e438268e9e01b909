import { useId } from 'react';
import { createPortal } from 'react-dom';
import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { AccountMenuModel, AccountMenuRow } from '@bf/headless/screens/account-menu';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

function AccountRow({ row }: { row: AccountMenuRow }) {
  return (
    <li className={cn('flex flex-col gap-2 border-b border-line px-4 py-3', row.isActive && 'bg-accent/10')}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-base font-semibold">{row.title}</span>
        <span className="text-base font-bold tabular-nums">{row.balance}</span>
      </div>
      {row.bonus && <span className="text-sm text-muted">{row.bonus}</span>}
      {(row.status || row.makeActive || row.remove) && (
        <div className="flex items-center gap-2">
          {row.status && <span className="rounded bg-surface-3 px-2 py-1 text-xs font-semibold">{row.status}</span>}
          {row.makeActive && (
            <Button variant="secondary" className="flex-1" aria-label={row.makeActive.ariaLabel} disabled={row.makeActive.isDisabled} aria-busy={row.makeActive.isBusy || undefined} onClick={row.makeActive.onPress}>
              {row.makeActive.label}
            </Button>
          )}
          {row.remove && (
            <Button variant="ghost" aria-label={row.remove.ariaLabel} disabled={row.remove.isDisabled} aria-busy={row.remove.isBusy || undefined} onClick={row.remove.onPress}>
              {row.remove.label}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The phone's account sheet: every account as a full-width row (44 px buttons), the balance mask, and adding a
 * currency. It loads when first opened (its focus handling is not part of the first page's code); rendered in the
 * body, since the top bar is its own stacking context and the sheet covers the bottom bar too.
 */
export function AccountSheet({ model, onClose }: { model: AccountMenuModel; onClose(): void }) {
  const modal = useModal({ isOpen: true, onClose, initialFocus: 'dialog' });
  const selectId = useId();
  const { addCurrency, balanceToggle } = model;
  return createPortal(
    <ModalFocusScope>
      <div {...modal.backdropProps} className="fixed inset-0 z-50 flex items-end bg-black/50">
        <div {...modal.panelProps} className="flex max-h-[88vh] w-full flex-col rounded-t-2xl bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-2xl outline-none">
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-line" />
          <div className="flex items-center gap-2 border-b border-line px-4 py-2">
            <h2 {...modal.titleProps} className="text-base font-bold">
              {model.title}
            </h2>
            <div className="ml-auto flex items-center gap-1">
              <Button variant="ghost" size="sm" aria-pressed={balanceToggle.isHidden} onClick={balanceToggle.onPress}>
                {balanceToggle.label}
              </Button>
              <button type="button" onClick={onClose} aria-label={model.closeLabel} className="inline-flex size-11 items-center justify-center rounded-lg text-2xl leading-none text-muted active:bg-surface-3">
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
            {model.status === 'loading' ? (
              <p role="status" className="px-4 py-3 text-sm text-muted">
                {model.loadingText}
              </p>
            ) : (
              <ul aria-label={model.list.label} aria-busy={model.isUpdating || undefined}>
                {model.list.rows.map((row) => (
                  <AccountRow key={row.id} row={row} />
                ))}
              </ul>
            )}
            {model.frozenNotice && <p className="mx-4 mt-3 rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-fg">{model.frozenNotice}</p>}
            {model.firstDepositBonus && (
              <p className="px-4 pt-3 text-sm">
                {model.firstDepositBonus.text}{' '}
                <a href={model.firstDepositBonus.link.href} className="font-semibold text-accent underline">
                  {model.firstDepositBonus.link.label}
                </a>
              </p>
            )}
            <p role="status" className="min-h-5 px-4 pt-2 text-sm font-semibold text-fg">
              {model.notice ?? ''}
            </p>
            <div className="flex flex-col gap-2 px-4 pt-2 pb-4">
              <label htmlFor={selectId} className="text-sm font-semibold">
                {addCurrency.title}
              </label>
              <select
                id={selectId}
                aria-label={addCurrency.label}
                value={addCurrency.value}
                onChange={(event) => addCurrency.onChange(event.target.value)}
                className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg"
              >
                <option value="">{addCurrency.placeholder}</option>
                {addCurrency.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <Button className="w-full" disabled={addCurrency.submit.isDisabled} aria-busy={addCurrency.submit.isBusy || undefined} onClick={addCurrency.submit.onPress}>
                {addCurrency.submit.label}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </ModalFocusScope>,
    document.body,
  );
}
