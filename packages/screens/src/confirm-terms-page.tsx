import { useConfirmTermsScreen, type ConfirmTermsModel } from '@bf/headless/screens/confirm-terms';
import { Button, ButtonLink, Notice } from '@kit/components';
import { ActionRow, ErrorAlert, LinkList } from '@kit/auth';
import { PageHeading } from '@kit/layout';

/** `/{lng}/confirm` over its model: the changed terms to accept, or sign out instead. */
export function ConfirmTermsView({ model }: { model: ConfirmTermsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <ErrorAlert>{model.error}</ErrorAlert>
      <Notice
        title={model.text}
        action={
          <ActionRow>
            <Button onClick={model.accept.onPress} disabled={model.accept.isDisabled} aria-busy={model.accept.isBusy}>
              {model.accept.label}
            </Button>
            <ButtonLink href={model.rulesLink.href} variant="secondary">
              {model.rulesLink.label}
            </ButtonLink>
            <Button variant="ghost" onClick={model.logout.onPress}>
              {model.logout.label}
            </Button>
          </ActionRow>
        }
      >
        <LinkList links={model.rules} />
      </Notice>
    </>
  );
}

/** `/{lng}/confirm`: the changed terms to accept, or sign out instead (spec: S2 §2, §4 "Terms"). */
export function ConfirmTermsScreen() {
  return <ConfirmTermsView model={useConfirmTermsScreen()} />;
}
