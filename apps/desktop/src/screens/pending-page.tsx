import { usePendingSection } from '@bf/headless/shell';
import { ButtonLink, Notice } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';

/** A page whose section comes in a later release: its real heading, and a plain notice. */
export function PendingPage() {
  const section = usePendingSection();
  return (
    <>
      <PageHeading title={section.title} />
      <Notice title={section.noticeTitle} action={<ButtonLink href={section.homeHref}>{section.homeLabel}</ButtonLink>}>
        {section.noticeText}
      </Notice>
    </>
  );
}
