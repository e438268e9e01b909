import { useLimitOverlaysScreen, type LimitOverlaysModel } from '@bf/headless/screens/limit-overlays';
import { AuthDialog, DialogStack } from '@bf/ui-mobile/auth';
import { Button, ButtonLink, Checkbox, DetailList } from '@bf/ui-mobile/components';
import { LimitApprovalDialog } from '@bf/ui-mobile/limits';

/** The reality-check reminder as a bottom sheet with full-width 44 px answers, continue first; the session-limit alert; the deposit-limit approval sheet. */
export function LimitOverlaysView({ model }: { model: LimitOverlaysModel }) {
  const { realityCheck: reminder, sessionEnded: alert } = model;
  return (
    <>
      <LimitApprovalDialog approval={model.approval ?? null} />
      <AuthDialog isOpen={reminder !== null} title={reminder?.title ?? ''} description={reminder?.text} onClose={reminder?.cancel.onPress} closeLabel={reminder?.cancel.label ?? ''}>
        {reminder && (
          <DialogStack isTight>
            <DetailList rows={reminder.rows} />
            <Checkbox label={reminder.doNotShowAgain.label} checked={reminder.doNotShowAgain.isChecked} onChange={(event) => reminder.doNotShowAgain.onChange(event.target.checked)} />
            <Button autoFocus className="w-full" onClick={reminder.continue.onPress} disabled={reminder.continue.isDisabled} aria-busy={reminder.continue.isBusy || undefined}>
              {reminder.continue.label}
            </Button>
            <ButtonLink className="w-full" variant="secondary" href={reminder.history.href} onClick={reminder.history.onClick}>
              {reminder.history.label}
            </ButtonLink>
            <Button className="w-full" variant="ghost" onClick={reminder.logout.onPress} disabled={reminder.logout.isDisabled} aria-busy={reminder.logout.isBusy || undefined}>
              {reminder.logout.label}
            </Button>
          </DialogStack>
        )}
      </AuthDialog>
      <AuthDialog isOpen={alert !== null} title={alert?.title ?? ''} description={alert?.text} onClose={alert?.close.onPress} closeLabel={alert?.close.label ?? ''}>
        {alert && (
          <Button autoFocus className="w-full" onClick={alert.close.onPress} disabled={alert.close.isDisabled}>
            {alert.close.label}
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
