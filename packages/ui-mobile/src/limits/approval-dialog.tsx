import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { LimitApprovalModel } from '@bf/headless/screens/limit-overlays';
import { Button } from '../components/button.tsx';

/**
 * The deposit-limit approval (LIMIT-026, LIMIT-027) as a bottom sheet with no close button and no grab handle: a tap
 * outside or Escape does nothing, so only Confirm or Cancel (full-width 44 px, Confirm first) answers it.
 */
export function LimitApprovalDialog({ approval }: { approval: LimitApprovalModel | null }) {
  const modal = useModal({ isOpen: approval !== null, role: 'alertdialog', hasDescription: true });
  if (!approval) return null;
  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className="fixed inset-0 z-50 flex flex-col justify-end bg-black/60">
        <div {...modal.panelProps} className="rounded-t-2xl bg-surface px-4 pt-5 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none">
          <h2 {...modal.titleProps} className="text-center text-base font-bold">
            {approval.title}
          </h2>
          <p {...modal.descriptionProps} className="mt-2 text-sm text-muted">
            {approval.text}
          </p>
          {approval.error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-down">
              {approval.error}
            </p>
          )}
          <div className="mt-4 flex flex-col gap-2">
            <Button data-autofocus className="w-full" onClick={approval.confirm.onPress} disabled={approval.confirm.isDisabled} aria-busy={approval.confirm.isBusy || undefined}>
              {approval.confirm.label}
            </Button>
            <Button className="w-full" variant="ghost" onClick={approval.cancel.onPress} disabled={approval.cancel.isDisabled}>
              {approval.cancel.label}
            </Button>
          </div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
