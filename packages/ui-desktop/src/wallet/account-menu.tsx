import { useId, useState, type KeyboardEvent } from 'react';
import type { AccountMenuModel, AccountMenuRow } from '@bf/headless/screens/account-menu';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

function AccountRow({ row }: { row: AccountMenuRow }) {
  return (
    <li className={cn('grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2', row.isActive ? 'border-accent bg-accent/10' : 'border-line')}>
      <span className="text-sm font-semibold">{row.title}</span>
      <span className="text-right text-sm font-bold tabular-nums">{row.balance}</span>
      {row.bonus && <span className="col-span-2 text-xs text-muted">{row.bonus}</span>}
      <span className="flex items-center gap-2">
        {row.status && <span className="rounded bg-surface-3 px-1.5 py-0.5 text-xs font-semibold">{row.status}</span>}
      </span>
      <span className="flex justify-end gap-1">
        {row.makeActive && (
          <Button size="sm" variant="secondary" aria-label={row.makeActive.ariaLabel} disabled={row.makeActive.isDisabled} aria-busy={row.makeActive.isBusy || undefined} onClick={row.makeActive.onPress}>
            {row.makeActive.label}
          </Button>
        )}
        {row.remove && (
          <Button size="sm" variant="ghost" aria-label={row.remove.ariaLabel} disabled={row.remove.isDisabled} aria-busy={row.remove.isBusy || undefined} onClick={row.remove.onPress}>
            {row.remove.label}
          </Button>
        )}
      </span>
    </li>
  );
}

/**
 * The header's accounts on desktop: the active balance as a button that opens a panel under it with every account,
 * the balance mask, the switch, and adding or removing a currency. Escape closes it and gives focus back.
 */
export function AccountMenu({ model, defaultOpen = false }: { model: AccountMenuModel; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const selectId = useId();
  if (!model.isShown) return null;
  const { addCurrency, balanceToggle } = model;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    (event.currentTarget.querySelector('[data-account-trigger]') as HTMLElement | null)?.focus();
  };
  return (
    <div className="relative" onKeyDown={onKeyDown}>
      <button
        type="button"
        data-account-trigger=""
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={model.trigger.label}
        aria-busy={model.isUpdating || undefined}
        onClick={() => setOpen(!open)}
        className="flex h-8 items-center gap-2 rounded-md border border-white/10 bg-header-2 px-3 text-sm font-bold text-header-fg tabular-nums hover:bg-white/10"
      >
        {model.trigger.balance || model.title}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <section id={panelId} aria-label={model.title} className="absolute right-0 z-50 mt-2 flex w-[26rem] flex-col gap-3 rounded-lg border border-line bg-surface p-4 text-fg shadow-xl">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-base font-bold">{model.title}</h2>
            <Button size="sm" variant="ghost" aria-pressed={balanceToggle.isHidden} onClick={balanceToggle.onPress}>
              {balanceToggle.label}
            </Button>
          </div>
          {model.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              {model.loadingText}
            </p>
          ) : (
            <ul aria-label={model.list.label} aria-busy={model.isUpdating || undefined} className="flex flex-col gap-2">
              {model.list.rows.map((row) => (
                <AccountRow key={row.id} row={row} />
              ))}
            </ul>
          )}
          {model.frozenNotice && <p className="rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-fg">{model.frozenNotice}</p>}
          {model.firstDepositBonus && (
            <p className="text-sm">
              {model.firstDepositBonus.text}{' '}
              <a href={model.firstDepositBonus.link.href} className="font-semibold text-accent underline">
                {model.firstDepositBonus.link.label}
              </a>
            </p>
          )}
          <p role="status" className="min-h-5 text-sm font-semibold text-fg">
            {model.notice ?? ''}
          </p>
          <div className="flex flex-col gap-2 border-t border-line pt-3">
            <label htmlFor={selectId} className="text-sm font-semibold">
              {addCurrency.title}
            </label>
            <div className="flex gap-2">
              <select
                id={selectId}
                aria-label={addCurrency.label}
                value={addCurrency.value}
                onChange={(event) => addCurrency.onChange(event.target.value)}
                className="h-9 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
              >
                <option value="">{addCurrency.placeholder}</option>
                {addCurrency.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <Button size="md" disabled={addCurrency.submit.isDisabled} aria-busy={addCurrency.submit.isBusy || undefined} onClick={addCurrency.submit.onPress}>
                {addCurrency.submit.label}
              </Button>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
