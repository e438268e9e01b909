import { useDebugScreen, type DebugModel } from '@bf/headless/screens/debug';
import { DetailList } from '@kit/components';
import { PageHeading } from '@kit/layout';

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
