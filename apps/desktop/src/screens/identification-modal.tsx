import { useIdentificationModalScreen, type IdentificationModalModel } from '@bf/headless/screens/identification-modal';
import { Button } from '@bf/ui-desktop/components';
import { AuthDialog, FormMessage } from '@bf/ui-desktop/auth';
import { IdentificationChoices } from '@bf/ui-desktop/office';

/** The identification modal over its model: the providers (side by side), the outcome, and the close button. */
export function IdentificationModalView({ model }: { model: IdentificationModalModel }) {
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} description={model.text} onClose={model.close.onPress} closeLabel={model.close.label}>
      <div className="flex flex-col gap-3">
        <IdentificationChoices providers={model.providers} loading={model.loading} />
        <FormMessage message={model.message?.text} tone={model.message?.tone} />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={model.close.onPress}>
            {model.close.label}
          </Button>
        </div>
      </div>
    </AuthDialog>
  );
}

/** Opened by the identification bonus prompt on a site without an identification page (UCFG-036, GUARD-044). */
export function IdentificationModalScreen({ onClose }: { onClose(): void }) {
  return <IdentificationModalView model={useIdentificationModalScreen({ isOpen: true, onClose })} />;
}
