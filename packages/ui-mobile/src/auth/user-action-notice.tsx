import type { UserActionModel } from '@bf/headless/screens/user-action';
import { Button, ButtonLink } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/** A user action page's answer on the phone: the heading, the notice, then its buttons stacked full width under it (confirm first, in thumb reach). */
export function UserActionNotice({ model }: { model: UserActionModel }) {
  const { confirm, primary, secondary } = model;
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
