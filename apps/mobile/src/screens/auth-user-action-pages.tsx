import { useUserActionScreen, type UserActionModel } from '@bf/headless/screens/user-action';
import { Button, ButtonLink, Notice } from '@bf/ui-mobile/components';
import { PageHeading } from '@bf/ui-mobile/layout';
import { AuthForm } from '@bf/screens/parts/auth-form';

/**
 * A user action page on the phone: the reset form while its link is good; otherwise the notice, then its buttons
 * stacked full width under it (the confirm button first, in thumb reach).
 */
export function UserActionView({ model }: { model: UserActionModel }) {
  const { confirm, primary, secondary } = model;
  // The reset form carries the page's heading itself.
  if (model.form) return <AuthForm form={model.form} />;
  const busy = model.phase === 'checking' || model.phase === 'busy';
  return (
    <div className="flex flex-col gap-3">
      <PageHeading title={model.title} />
      <Notice title={model.text} tone={model.tone}>
        <span role={busy ? 'status' : undefined}>{model.hint}</span>
      </Notice>
      <nav aria-label={model.title} className="flex flex-col gap-2">
        {confirm && (
          <Button className="w-full" onClick={confirm.onPress} disabled={confirm.isBusy} aria-busy={confirm.isBusy}>
            {confirm.label}
          </Button>
        )}
        {[primary, secondary].map(
          (link, index) =>
            link && (
              <ButtonLink key={link.href} href={link.href} className="w-full" variant={index > 0 || confirm ? 'secondary' : undefined}>
                {link.label}
              </ButtonLink>
            ),
        )}
      </nav>
    </div>
  );
}

/** The user action pages (`/{lng}/user/accountverify`, `activate`, `activatefast`, `passwordreset`, `stopnewsletter`): the route says which. */
export function UserActionScreen() {
  return <UserActionView model={useUserActionScreen()} />;
}
