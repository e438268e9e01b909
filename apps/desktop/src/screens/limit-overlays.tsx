import { useLimitOverlaysScreen, type LimitOverlaysModel } from '@bf/headless/screens/limit-overlays';
import { AuthDialog, DialogButtons, DialogStack } from '@bf/ui-desktop/auth';
import { Button, ButtonLink, Checkbox, DetailList } from '@bf/ui-desktop/components';
import { LimitApprovalDialog } from '@bf/ui-desktop/limits';

/** The reality-check reminder as a centred dialog, its figures in two columns; the session-limit alert; the deposit-limit approval. */
export function LimitOverlaysView({ model: { realityCheck: check, sessionEnded: ended, approval } }: { model: LimitOverlaysModel }) {
  return (
    <>
      <LimitApprovalDialog approval={approval ?? null} />
      <AuthDialog isOpen={check !== null} title={check?.title ?? ''} description={check?.text} onClose={check?.cancel.onPress} closeLabel={check?.cancel.label ?? ''}>
        {check && (
          <DialogStack>
            <DetailList rows={check.rows} />
            <Checkbox label={check.doNotShowAgain.label} checked={check.doNotShowAgain.isChecked} onChange={(event) => check.doNotShowAgain.onChange(event.target.checked)} />
            <DialogButtons>
              <Button autoFocus className="flex-1" onClick={check.continue.onPress} disabled={check.continue.isDisabled} aria-busy={check.continue.isBusy || undefined}>
                {check.continue.label}
              </Button>
              <ButtonLink variant="secondary" href={check.history.href} onClick={check.history.onClick}>
                {check.history.label}
              </ButtonLink>
              <Button variant="ghost" onClick={check.logout.onPress} disabled={check.logout.isDisabled} aria-busy={check.logout.isBusy || undefined}>
                {check.logout.label}
              </Button>
            </DialogButtons>
          </DialogStack>
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
