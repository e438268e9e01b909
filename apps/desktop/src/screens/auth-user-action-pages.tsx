import { useUserAction, type UserAction } from '@bf/headless/auth';
import { ButtonLink, Notice } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';

function UserActionPage({ action }: { action: UserAction }) {
  const page = useUserAction(action);
  return (
    <>
      <PageHeading title={page.title} />
      <Notice
        title={page.text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink href={page.primary.href}>{page.primary.label}</ButtonLink>
            {page.secondary && (
              <ButtonLink href={page.secondary.href} variant="secondary">
                {page.secondary.label}
              </ButtonLink>
            )}
          </div>
        }
      >
        {page.hint}
      </Notice>
    </>
  );
}

/** `/{lng}/user/accountverify`. */
export const AccountVerifyPage = () => <UserActionPage action="account-verify" />;
/** `/{lng}/user/activate?type=`. */
export const ActivatePage = () => <UserActionPage action="activate" />;
/** `/{lng}/user/activatefast?type=`. */
export const ActivateFastPage = () => <UserActionPage action="activate-fast" />;
/** `/{lng}/user/passwordreset`. */
export const PasswordResetPage = () => <UserActionPage action="password-reset" />;
/** `/{lng}/user/stopnewsletter`. */
export const StopNewsletterPage = () => <UserActionPage action="stop-newsletter" />;
