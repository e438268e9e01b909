import type { AuthFormModel, FieldModel, NoticeModel } from '@bf/headless/screens/auth-form';
import { Button, ButtonLink, FormCard, Notice } from '@kit/components';
import {
  ActionBar,
  ChoiceGroup,
  CheckField,
  CountryPicker,
  FieldRow,
  FormChecks,
  FormIntro,
  FormMessage,
  MethodTabs,
  PasswordField,
  PhoneField,
  SelectField,
  SocialButtons,
  SubmitButton,
  TextLink,
} from '@kit/auth';
import { focusFirstInvalid } from '@bf/headless/interactions';
import { TextInput } from './auth-text-input.tsx';

/** One field of a sign-in or registration form, by its kind. */
function Field({ field }: { field: FieldModel }) {
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} />;
    case 'password': {
      const { kind: _kind, id: _id, onText, ...props } = field;
      return <PasswordField {...props} onChange={(event) => onText(event.target.value)} />;
    }
    case 'phone': {
      const { kind: _kind, id: _id, picker, ...props } = field;
      return (
        <>
          <PhoneField {...props} />
          <CountryPicker {...picker} />
        </>
      );
    }
    case 'select': {
      const { kind: _kind, id: _id, onText, ...props } = field;
      return <SelectField {...props} onChange={(event) => onText(event.target.value)} />;
    }
    case 'choice': {
      const { kind: _kind, id: _id, ...props } = field;
      return <ChoiceGroup {...props} />;
    }
    case 'sms-code':
      return (
        <>
          <FormIntro>{field.sentText}</FormIntro>
          <TextInput field={field.code} />
          <ActionBar>
            <Button variant="ghost" size="sm" disabled={field.resend.isDisabled} onClick={field.resend.onPress}>
              {field.resend.label}
            </Button>
            <Button variant="ghost" size="sm" onClick={field.changePhone.onPress}>
              {field.changePhone.label}
            </Button>
          </ActionBar>
        </>
      );
    case 'row':
      return (
        <FieldRow>
          {field.fields.map((inner) => (
            <Field key={inner.id} field={inner} />
          ))}
        </FieldRow>
      );
  }
}

/** A sign-in or registration form over its model; in a dialog (`isEmbedded`) without a card or heading of its own. */
export function AuthForm({ form, isEmbedded = false }: { form: AuthFormModel; isEmbedded?: boolean }) {
  return (
    <FormCard
      title={form.title}
      isEmbedded={isEmbedded}
      isBusy={form.isBusy}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        void form.onSubmit().then(() => focusFirstInvalid(formElement));
      }}
      footer={
        form.footer && (
          <p>
            {form.footer.text}{' '}
            <TextLink href={form.footer.link.href} onClick={form.footer.link.onClick}>
              {form.footer.link.label}
            </TextLink>
          </p>
        )
      }
    >
      {form.tabs && <MethodTabs tabs={form.tabs} />}
      {form.intro && <FormIntro>{form.intro}</FormIntro>}
      {form.fields.map((field) => (
        <Field key={field.id} field={field} />
      ))}
      <FormChecks>
        {form.checks.map(({ id, onChange, ...check }) => (
          <CheckField key={id} {...check} onCheckedChange={onChange} />
        ))}
        <FormMessage message={form.message} />
      </FormChecks>
      {form.submit && <SubmitButton label={form.submit.label} isDisabled={form.submit.isDisabled} isSticky={!isEmbedded} />}
      {form.back && (
        <Button variant="ghost" onClick={form.back.onPress}>
          {form.back.label}
        </Button>
      )}
      {form.forgot && (
        <TextLink href={form.forgot.href} isCentered>
          {form.forgot.label}
        </TextLink>
      )}
      {form.social && <SocialButtons title={form.social.title} isBusy={form.social.isBusy} buttons={form.social.buttons} />}
    </FormCard>
  );
}

/** A notice in place of a form, with its one way on: signed in already, registration off. */
export function AuthNotice({ notice }: { notice: NoticeModel }) {
  return (
    <Notice title={notice.title} action={<ButtonLink href={notice.action.href}>{notice.action.label}</ButtonLink>}>
      {notice.text}
    </Notice>
  );
}
