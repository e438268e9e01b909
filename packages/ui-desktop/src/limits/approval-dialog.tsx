import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { LimitApprovalModel } from '@bf/headless/screens/limit-overlays';
import { Button } from '../components/button.tsx';

/**
 * The deposit-limit approval (LIMIT-026, LIMIT-027): a centred alert dialog with no close button; Escape and a click
 * outside do nothing, so only Confirm or Cancel answers it. Focus starts on Confirm and Tab stays inside.
 */
export function LimitApprovalDialog({ approval }: { approval: LimitApprovalModel | null }) {
  const modal = useModal({ isOpen: approval !== null, role: 'alertdialog', hasDescription: true });
  if (!approval) return null;
  return (
    <ModalFocusScope>
      <div {...modal.backdropProps} className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
        <div {...modal.panelProps} className="w-full max-w-md rounded-xl border border-line bg-surface p-6 text-fg shadow-xl outline-none">
          <h2 {...modal.titleProps} className="text-lg font-bold">
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
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="ghost" onClick={approval.cancel.onPress} disabled={approval.cancel.isDisabled}>
              {approval.cancel.label}
            </Button>
            <Button data-autofocus onClick={approval.confirm.onPress} disabled={approval.confirm.isDisabled} aria-busy={approval.confirm.isBusy || undefined}>
              {approval.confirm.label}
            </Button>
          </div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
