import { useUserActionScreen, type UserActionModel } from '@bf/headless/screens/user-action';
import { ButtonLink, Notice } from '@bf/ui-desktop/components';
import { ActionRow } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';

/** A user action page over its model: what the link is for, and where to go. */
export function UserActionView({ model }: { model: UserActionModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <Notice
        title={model.text}
        action={
          <ActionRow>
            <ButtonLink href={model.primary.href}>{model.primary.label}</ButtonLink>
            {model.secondary && (
              <ButtonLink href={model.secondary.href} variant="secondary">
                {model.secondary.label}
              </ButtonLink>
            )}
          </ActionRow>
        }
      >
        {model.hint}
      </Notice>
    </>
  );
}

/** The user action pages (`/{lng}/user/accountverify`, `activate`, `activatefast`, `passwordreset`, `stopnewsletter`): the route says which. */
export function UserActionScreen() {
  return <UserActionView model={useUserActionScreen()} />;
}
