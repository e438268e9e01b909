import { useBonusPopupScreen, type BonusPopupModel } from '@bf/headless/screens/bonus-popup';
import { Button, ButtonLink } from '@kit/components';
import { AuthDialog, DialogFooter } from '@kit/auth';

/** The first-deposit bonus popup over its model: the offer, then closing it or going to deposit. */
export function BonusPopupView({ model }: { model: BonusPopupModel }) {
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} description={model.text} onClose={model.close.onPress} closeLabel={model.close.label}>
      <DialogFooter>
        <Button variant="secondary" onClick={model.close.onPress}>
          {model.close.label}
        </Button>
        <ButtonLink href={model.deposit.href} onClick={model.deposit.onPress}>
          {model.deposit.label}
        </ButtonLink>
      </DialogFooter>
    </AuthDialog>
  );
}

/** Shown 15 s after a player without a deposit signs in, once per session (spec S2 §3 "First-deposit bonus modal"). */
export function BonusPopupScreen() {
  return <BonusPopupView model={useBonusPopupScreen()} />;
}
