import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { AccountMenuModel } from '@bf/headless/screens/account-menu';

export interface AccountSheetProps {
  model: AccountMenuModel;
  onClose(): void;
}

/**
 * The header's accounts on the phone: the active balance in the top bar opens the account sheet. The sheet loads on
 * first open (a story may hand one in), so the top bar carries only the button.
 */
export function AccountMenu({ model, Sheet = LazySheet, defaultOpen = false }: { model: AccountMenuModel; Sheet?: ComponentType<AccountSheetProps>; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  if (!model.isShown) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={model.trigger.label}
        aria-busy={model.isUpdating || undefined}
        onClick={() => setOpen(true)}
        className="inline-flex h-9 max-w-28 items-center truncate rounded-lg border border-white/10 bg-header-2 px-1.5 text-xs font-bold text-header-fg tabular-nums"
      >
        {model.trigger.balance || model.title}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Sheet model={model} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

// The sheet and its focus handling load when the player first opens it.
const LazySheet = lazy(() => import('./account-sheet.tsx').then((m) => ({ default: m.AccountSheet })));
