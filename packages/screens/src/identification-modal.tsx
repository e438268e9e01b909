import { useIdentificationModalScreen, type IdentificationModalModel } from '@bf/headless/screens/identification-modal';
import { Button } from '@kit/components';
import { AuthDialog, DialogFooter, FormMessage } from '@kit/auth';
import { IdentificationChoices } from '@kit/office';

/** The identification modal over its model: the providers, the outcome, and the close button. */
export function IdentificationModalView({ model }: { model: IdentificationModalModel }) {
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} description={model.text} onClose={model.close.onPress} closeLabel={model.close.label}>
      <div className="flex flex-col gap-3">
        <IdentificationChoices providers={model.providers} loading={model.loading} />
        <FormMessage message={model.message?.text} tone={model.message?.tone} />
        <DialogFooter>
          <Button variant="secondary" onClick={model.close.onPress}>
            {model.close.label}
          </Button>
        </DialogFooter>
      </div>
    </AuthDialog>
  );
}

/** Opened by the identification bonus prompt on a site without an identification page (UCFG-036, GUARD-044). */
export function IdentificationModalScreen({ onClose }: { onClose(): void }) {
  return <IdentificationModalView model={useIdentificationModalScreen({ isOpen: true, onClose })} />;
}
