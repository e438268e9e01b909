import { useUserQrScreen, type UserQrModel } from '@bf/headless/screens/user-qr';
import { ActionRow, ButtonLink, Notice } from '@kit/components';
import { PageHeading } from '@kit/layout';

/** `/{lng}/user/qr?token=…` over its model: signing in with the code, then where to go, or why the code was refused. */
export function UserQrView({ model }: { model: UserQrModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <Notice
        title={model.text}
        tone={model.tone}
        action={
          model.isBusy ? undefined : (
            <ActionRow>
              <ButtonLink href={model.primary.href}>{model.primary.label}</ButtonLink>
              {model.secondary && (
                <ButtonLink href={model.secondary.href} variant="secondary">
                  {model.secondary.label}
                </ButtonLink>
              )}
            </ActionRow>
          )
        }
      >
        <span role="status">{model.isBusy ? model.text : ''}</span>
      </Notice>
    </>
  );
}

/** `/{lng}/user/qr`: the device that opened a QR sign-in code (ACCT-024 auth_qr). */
export function UserQrScreen() {
  return <UserQrView model={useUserQrScreen()} />;
}
