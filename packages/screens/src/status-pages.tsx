import { useMaintenanceScreen, useStatusScreen, type StatusModel } from '@bf/headless/screens/status';
import { ActionRow, Button, ButtonLink, Notice } from '@kit/components';

/** A status page (block, site updates, suspension, old browser…, maintenance) over its model. */
export function StatusView({ model }: { model: StatusModel }) {
  return (
    <Notice
      tone={model.tone}
      title={model.title}
      pageHeading={model.title}
      note={model.until}
      action={
        (model.support || model.signOut) && (
          <ActionRow>
            {model.support && <ButtonLink href={model.support.href}>{model.support.label}</ButtonLink>}
            {model.signOut && (
              <Button variant="secondary" onClick={model.signOut.onPress} disabled={model.signOut.isBusy} aria-busy={model.signOut.isBusy}>
                {model.signOut.label}
              </Button>
            )}
          </ActionRow>
        )
      }
    >
      <p>{model.text}</p>
    </Notice>
  );
}

/** Block, block-ua, block-ie, site-updates, coming-soon, suspension, old browser: one message each. */
export function StatusScreen() {
  return <StatusView model={useStatusScreen()} />;
}

/** The maintenance page (spec: S1 §2, S2 §2). */
export function MaintenanceScreen() {
  return <StatusView model={useMaintenanceScreen()} />;
}
