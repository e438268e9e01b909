import { useLimitOverlaysScreen, type LimitOverlaysModel } from '@bf/headless/screens/limit-overlays';
import { AuthDialog } from '@kit/auth';
import { Button, Checkbox, DetailList } from '@kit/components';
import { LimitApprovalDialog, LimitDialogStack, RealityCheckActions } from '@kit/limits';

/**
 * The reality-check reminder (a centred dialog on the desktop, a bottom sheet on the phone, its answers continue
 * first), the session-limit alert and the deposit-limit approval.
 */
export function LimitOverlaysView({ model: { realityCheck: check, sessionEnded: ended, approval } }: { model: LimitOverlaysModel }) {
  return (
    <>
      <LimitApprovalDialog approval={approval ?? null} />
      <AuthDialog isOpen={check !== null} title={check?.title ?? ''} description={check?.text} onClose={check?.cancel.onPress} closeLabel={check?.cancel.label ?? ''}>
        {check && (
          <LimitDialogStack>
            <DetailList rows={check.rows} />
            <Checkbox label={check.doNotShowAgain.label} checked={check.doNotShowAgain.isChecked} onChange={(event) => check.doNotShowAgain.onChange(event.target.checked)} />
            <RealityCheckActions check={check} />
          </LimitDialogStack>
        )}
      </AuthDialog>
      <AuthDialog isOpen={ended !== null} title={ended?.title ?? ''} description={ended?.text} onClose={ended?.close.onPress} closeLabel={ended?.close.label ?? ''}>
        {ended && (
          <Button autoFocus className="w-full" onClick={ended.close.onPress} disabled={ended.close.isDisabled}>
            {ended.close.label}
          </Button>
        )}
      </AuthDialog>
    </>
  );
}

/** The limits' overlays of a signed-in page; their code loads after the page. */
export function LimitOverlaysScreen() {
  return <LimitOverlaysView model={useLimitOverlaysScreen()} />;
}
