import { useUserActionScreen, type UserAction, type UserActionModel } from '@bf/headless/screens/user-action';
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

const UserActionScreen = ({ action }: { action: UserAction }) => <UserActionView model={useUserActionScreen(action)} />;

/** `/{lng}/user/accountverify`. */
export const AccountVerifyPage = () => <UserActionScreen action="account-verify" />;
/** `/{lng}/user/activate?type=`. */
export const ActivatePage = () => <UserActionScreen action="activate" />;
/** `/{lng}/user/activatefast?type=`. */
export const ActivateFastPage = () => <UserActionScreen action="activate-fast" />;
/** `/{lng}/user/passwordreset`. */
export const PasswordResetPage = () => <UserActionScreen action="password-reset" />;
/** `/{lng}/user/stopnewsletter`. */
export const StopNewsletterPage = () => <UserActionScreen action="stop-newsletter" />;
