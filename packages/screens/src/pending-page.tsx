import { usePendingScreen, type PendingModel } from '@bf/headless/screens/pending';
import { ButtonLink, Notice } from '@kit/components';
import { PageHeading } from '@kit/layout';

/** A page whose section comes in a later release: its real heading, and a plain notice. */
export function PendingView({ model }: { model: PendingModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <Notice title={model.notice.title} action={<ButtonLink href={model.home.href}>{model.home.label}</ButtonLink>}>
        {model.notice.text}
      </Notice>
    </>
  );
}

export function PendingScreen() {
  return <PendingView model={usePendingScreen()} />;
}
