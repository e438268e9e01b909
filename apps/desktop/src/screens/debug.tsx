import { useDebugScreen, type DebugModel } from '@bf/headless/screens/debug';
import { DetailList } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';

/** Debug information, outside production only (spec: S1 §2). */
export function DebugView({ model }: { model: DebugModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <DetailList rows={model.rows} />
    </>
  );
}

export function DebugScreen() {
  return <DebugView model={useDebugScreen()} />;
}
