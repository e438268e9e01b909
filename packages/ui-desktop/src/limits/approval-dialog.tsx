import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { LimitApprovalModel } from '@bf/headless/screens/limit-overlays';
import { ApprovalPanel } from '@bf/ui-core/limits/limit-parts';
import { Button } from '../components/button.tsx';

const skin = {
  backdrop: 'fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4',
  panel: 'w-full max-w-md rounded-xl border border-line bg-surface p-6 text-fg shadow-xl outline-none',
  title: 'text-lg font-bold',
  actions: 'mt-6 flex justify-end gap-2',
};

/**
 * The deposit-limit approval (LIMIT-026, LIMIT-027): a centred alert dialog with no close button; Escape and a click
 * outside do nothing, so only Confirm or Cancel answers it. Focus starts on Confirm and Tab stays inside.
 */
export function LimitApprovalDialog({ approval }: { approval: LimitApprovalModel | null }) {
  const modal = useModal({ isOpen: approval !== null, role: 'alertdialog', hasDescription: true });
  if (!approval) return null;
  return (
    <ModalFocusScope>
      <ApprovalPanel approval={approval} modal={modal} skin={skin} isConfirmFirst={false} Button={Button} />
    </ModalFocusScope>
  );
}
