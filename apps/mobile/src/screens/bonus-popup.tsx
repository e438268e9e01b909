import { useBonusPopupScreen, type BonusPopupModel } from '@bf/headless/screens/bonus-popup';
import { Button, ButtonLink } from '@bf/ui-mobile/components';
import { AuthDialog } from '@bf/ui-mobile/auth';

/** The first-deposit bonus popup over its model: the offer with two full-width buttons, one under the other. */
export function BonusPopupView({ model }: { model: BonusPopupModel }) {
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} description={model.text} onClose={model.close.onPress} closeLabel={model.close.label}>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" className="w-full" onClick={model.close.onPress}>
          {model.close.label}
        </Button>
        <ButtonLink href={model.deposit.href} className="w-full" onClick={model.deposit.onPress}>
          {model.deposit.label}
        </ButtonLink>
      </div>
    </AuthDialog>
  );
}

/** Shown 15 s after a player without a deposit signs in, once per session (spec S2 §3 "First-deposit bonus modal"). */
export function BonusPopupScreen() {
  return <BonusPopupView model={useBonusPopupScreen()} />;
}
