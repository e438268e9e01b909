import { useMaintenanceScreen, useStatusScreen, type StatusModel } from '@bf/headless/screens/status';
import { Notice } from '@bf/ui-desktop/components';

/** A status page (block, site updates, suspension, old browser…, maintenance) over its model. */
export function StatusView({ model }: { model: StatusModel }) {
  return (
    <Notice tone={model.tone} title={model.title} pageHeading={model.title} note={model.until}>
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
