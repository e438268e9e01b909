import { useOfficeShareIdeaScreen, type OfficeShareIdeaModel } from '@bf/headless/screens/office-share-idea';
import { Button, Notice } from '@bf/ui-desktop/components';
import { FormMessage, SelectField } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficePanel, TextAreaField } from '@bf/ui-desktop/office';

/** `/{lng}/office/share-idea` over its model: topic and idea side by side with the send, or the confirmation. */
export function OfficeShareIdeaView({ model }: { model: OfficeShareIdeaModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.confirmation ? (
        <Notice
          tone="success"
          title={model.confirmation.title}
          action={
            <Button variant="secondary" onClick={model.confirmation.again.onPress}>
              {model.confirmation.again.label}
            </Button>
          }
        >
          <p role="status">{model.confirmation.text}</p>
        </Notice>
      ) : (
        <OfficePanel title={model.intro} isWide>
          <form
            noValidate
            aria-busy={model.submit.isBusy}
            className="grid grid-cols-[16rem_1fr] gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              model.submit.onPress();
            }}
          >
            <SelectField name="topic" label={model.topic.label} value={model.topic.value} options={model.topic.options} error={model.topic.error} onChange={(event) => model.topic.onSelect(event.target.value)} />
            <TextAreaField name="idea" label={model.text.label} value={model.text.value} hint={model.text.hint} error={model.text.error} onChange={(event) => model.text.onText(event.target.value)} />
            <div className="col-start-2 flex flex-col gap-1">
              <Button type="submit" className="self-start" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy}>
                {model.submit.label}
              </Button>
              <FormMessage message={model.message ?? undefined} />
            </div>
          </form>
        </OfficePanel>
      )}
    </>
  );
}

/** `/{lng}/office/share-idea`: an idea form validated with zod and sent to the reference API (spec: S1 §2 office routes). */
export function OfficeShareIdeaScreen() {
  return <OfficeShareIdeaView model={useOfficeShareIdeaScreen()} />;
}
