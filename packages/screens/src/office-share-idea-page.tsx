import { useOfficeShareIdeaScreen, type OfficeShareIdeaModel } from '@bf/headless/screens/office-share-idea';
import { Notice } from '@kit/components';
import { FormMessage, SelectField } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { FormButton, FormCell, IdeaFrame, OfficeForm, TextAreaField } from '@kit/office';

/** `/{lng}/office/share-idea` over its model: topic and idea with the send (side by side on the desktop, one a line on the phone), or the confirmation. */
export function OfficeShareIdeaView({ model }: { model: OfficeShareIdeaModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.confirmation ? (
        <Notice
          tone="success"
          title={model.confirmation.title}
          action={
            <FormButton variant="secondary" onClick={model.confirmation.again.onPress}>
              {model.confirmation.again.label}
            </FormButton>
          }
        >
          <p role="status">{model.confirmation.text}</p>
        </Notice>
      ) : (
        <IdeaFrame intro={model.intro}>
          <OfficeForm layout="idea" isBusy={model.submit.isBusy} onSubmit={model.submit.onPress}>
            <SelectField name="topic" label={model.topic.label} value={model.topic.value} options={model.topic.options} error={model.topic.error} onChange={(event) => model.topic.onSelect(event.target.value)} />
            <TextAreaField name="idea" label={model.text.label} value={model.text.value} hint={model.text.hint} error={model.text.error} onChange={(event) => model.text.onText(event.target.value)} />
            <FormCell place="end">
              <FormButton type="submit" disabled={model.submit.isDisabled} aria-busy={model.submit.isBusy}>
                {model.submit.label}
              </FormButton>
              <FormMessage message={model.message ?? undefined} />
            </FormCell>
          </OfficeForm>
        </IdeaFrame>
      )}
    </>
  );
}

/** `/{lng}/office/share-idea`: an idea form validated with zod and sent to the reference API (spec: S1 §2 office routes). */
export function OfficeShareIdeaScreen() {
  return <OfficeShareIdeaView model={useOfficeShareIdeaScreen()} />;
}
