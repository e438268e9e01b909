import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { LimitApprovalModel } from '@bf/headless/screens/limit-overlays';
import { ApprovalPanel, type LimitButton } from '@bf/ui-core/limits/limit-parts';
import { Button } from '../components/button.tsx';

const WideButton: LimitButton = (props) => <Button className="w-full" {...props} />;
const skin = {
  backdrop: 'fixed inset-0 z-50 flex flex-col justify-end bg-black/60',
  panel: 'rounded-t-2xl bg-surface px-4 pt-5 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none',
  title: 'text-center text-base font-bold',
  actions: 'mt-4 flex flex-col gap-2',
};

/**
 * The deposit-limit approval (LIMIT-026, LIMIT-027) as a bottom sheet with no close button and no grab handle: a tap
 * outside or Escape does nothing, so only Confirm or Cancel (full-width 44 px, Confirm first) answers it.
 */
export function LimitApprovalDialog({ approval }: { approval: LimitApprovalModel | null }) {
  const modal = useModal({ isOpen: approval !== null, role: 'alertdialog', hasDescription: true });
  if (!approval) return null;
  return (
    <ModalFocusScope>
      <ApprovalPanel approval={approval} modal={modal} skin={skin} isConfirmFirst Button={WideButton} />
    </ModalFocusScope>
  );
}
