import { useConfirmTerms } from '@bf/headless/auth';
import { AppLink, Button, ButtonLink, Notice } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';

/** `/{lng}/confirm`: the changed terms to accept, or sign out instead (spec: S2 §2, §4 "Terms"). */
export function ConfirmTermsPage() {
  const page = useConfirmTerms();
  const busy = page.phase !== 'ready';
  return (
    <>
      <PageHeading title={page.title} />
      {page.error && (
        // TERMS-007: the confirm-terms error alert has no close button; accepting again is the way on.
        <div role="alert" className="mb-4 rounded-md border border-down/40 bg-down/10 p-3 text-sm text-fg">
          {page.error}
        </div>
      )}
      <Notice
        title={page.text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => void page.accept()} disabled={busy} aria-busy={page.phase === 'accepting'}>
              {page.acceptLabel}
            </Button>
            <ButtonLink href={page.rulesLink.href} variant="secondary">
              {page.rulesLink.label}
            </ButtonLink>
            <Button variant="ghost" onClick={() => void page.logout()}>
              {page.logoutLabel}
            </Button>
          </div>
        }
      >
        {page.rules.length > 0 && (
          <ul className="mt-2 space-y-1">
            {page.rules.map((rule) => (
              <li key={rule.href}>
                <AppLink href={rule.href} className="text-accent-text underline">
                  {rule.label}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Notice>
    </>
  );
}
