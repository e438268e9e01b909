import type { UserActionModel } from '@bf/headless/screens/user-action';
import { ActionRow } from '../components/action-row.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/** A user action page's answer: the heading, then the notice with its buttons in a row inside it (confirm first). */
export function UserActionNotice({ model }: { model: UserActionModel }) {
  const actions = (
    <ActionRow>
      {model.confirm && (
        <Button onClick={model.confirm.onPress} disabled={model.confirm.isBusy} aria-busy={model.confirm.isBusy}>
          {model.confirm.label}
        </Button>
      )}
      <ButtonLink href={model.primary.href} variant={model.confirm ? 'secondary' : undefined}>
        {model.primary.label}
      </ButtonLink>
      {model.secondary && (
        <ButtonLink href={model.secondary.href} variant="secondary">
          {model.secondary.label}
        </ButtonLink>
      )}
    </ActionRow>
  );
  return (
    <>
      <PageHeading title={model.title} />
      <Notice title={model.text} tone={model.tone} action={actions}>
        <span role={model.phase === 'checking' || model.phase === 'busy' ? 'status' : undefined}>{model.hint}</span>
      </Notice>
    </>
  );
}
