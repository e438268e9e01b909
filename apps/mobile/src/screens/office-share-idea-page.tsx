import { useOfficeShareIdeaScreen, type OfficeShareIdeaModel } from '@bf/headless/screens/office-share-idea';
import { Button, Notice } from '@bf/ui-mobile/components';
import { FormMessage, SelectField } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { TextAreaField } from '@bf/ui-mobile/office';

/** `/{lng}/office/share-idea` on the phone: one field a line and a full-width send, or the confirmation. */
export function OfficeShareIdeaView({ model }: { model: OfficeShareIdeaModel }) {
  if (model.confirmation) {
    return (
      <>
        <PageHeading title={model.title} />
        <Notice
          tone="success"
          title={model.confirmation.title}
          action={
            <Button variant="secondary" className="w-full" onClick={model.confirmation.again.onPress}>
              {model.confirmation.again.label}
            </Button>
          }
        >
          <p role="status">{model.confirmation.text}</p>
        </Notice>
      </>
    );
  }
  return (
    <>
      <PageHeading title={model.title} />
      <p className="mb-3 text-sm text-muted">{model.intro}</p>
      <form
        noValidate
        aria-busy={model.submit.isBusy}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          model.submit.onPress();
        }}
      >
        <SelectField name="topic" label={model.topic.label} value={model.topic.value} options={model.topic.options} error={model.topic.error} onChange={(event) => model.topic.onSelect(event.target.value)} />
        <TextAreaField name="idea" label={model.text.label} value={model.text.value} hint={model.text.hint} error={model.text.error} onChange={(event) => model.text.onText(event.target.value)} />
        <Button type="submit" className="w-full" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy}>
          {model.submit.label}
        </Button>
        <FormMessage message={model.message ?? undefined} />
      </form>
    </>
  );
}

/** `/{lng}/office/share-idea`: an idea form validated with zod and sent to the reference API (spec: S1 §2 office routes). */
export function OfficeShareIdeaScreen() {
  return <OfficeShareIdeaView model={useOfficeShareIdeaScreen()} />;
}
