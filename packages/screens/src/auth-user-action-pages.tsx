import { useUserActionScreen, type UserActionModel } from '@bf/headless/screens/user-action';
import { UserActionNotice } from '@kit/auth';
import { AuthForm } from './parts/auth-form.tsx';

/**
 * A user action page over its model: the reset form while its link is good, else what the link is for or did (its
 * buttons in the notice on the desktop, stacked under it on the phone).
 */
export function UserActionView({ model }: { model: UserActionModel }) {
  // The reset form carries the page's heading itself.
  if (model.form) return <AuthForm form={model.form} />;
  return <UserActionNotice model={model} />;
}

/** The user action pages (`/{lng}/user/accountverify`, `activate`, `activatefast`, `passwordreset`, `stopnewsletter`): the route says which. */
export function UserActionScreen() {
  return <UserActionView model={useUserActionScreen()} />;
}
