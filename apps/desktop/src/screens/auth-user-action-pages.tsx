import { useUserActionScreen, type UserActionModel } from '@bf/headless/screens/user-action';
import { Button, ButtonLink, Notice } from '@bf/ui-desktop/components';
import { ActionRow } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { AuthForm } from '@bf/screens/parts/auth-form';

/** A user action page over its model: the reset form while its link is good, else what the link is for or did. */
export function UserActionView({ model }: { model: UserActionModel }) {
  // The reset form carries the page's heading itself.
  if (model.form) return <AuthForm form={model.form} />;
  return (
    <>
      <PageHeading title={model.title} />
      <Notice
        title={model.text}
        tone={model.tone}
        action={
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
        }
      >
        <span role={model.phase === 'checking' || model.phase === 'busy' ? 'status' : undefined}>{model.hint}</span>
      </Notice>
    </>
  );
}

/** The user action pages (`/{lng}/user/accountverify`, `activate`, `activatefast`, `passwordreset`, `stopnewsletter`): the route says which. */
export function UserActionScreen() {
  return <UserActionView model={useUserActionScreen()} />;
}
