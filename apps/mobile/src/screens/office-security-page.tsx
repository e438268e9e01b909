import { useOfficeSecurityScreen, type OfficeSecurityModel, type SecurityButton, type SecurityField, type SecurityMessage } from '@bf/headless/screens/office-security';
import { Button } from '@bf/ui-mobile/components';
import { AuthTextField, FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficeFacts, OfficePanel, OfficeStack, ProtectionMeter } from '@bf/ui-mobile/office';

/** One phone form: its fields, a full-width submit and its message. */
function PhoneForm({ fields, submit, message, extra }: { fields: (SecurityField | null)[]; submit: SecurityButton; message: SecurityMessage; extra?: SecurityButton | null }) {
  return (
    <form
      noValidate
      aria-busy={submit.isBusy}
      onSubmit={(event) => {
        event.preventDefault();
        submit.onPress();
      }}
      className="flex flex-col gap-1"
    >
      {fields.map(
        (field) =>
          field && <AuthTextField key={field.id} name={field.id} label={field.label} type={field.type} autoComplete={field.autoComplete} value={field.value} error={field.error} onChange={(event) => field.onText(event.target.value)} />,
      )}
      <Button type="submit" disabled={submit.isDisabled} aria-busy={submit.isBusy} className="w-full">
        {submit.label}
      </Button>
      {extra && (
        <Button variant="ghost" disabled={extra.isDisabled} onClick={extra.onPress} className="w-full">
          {extra.label}
        </Button>
      )}
      <FormMessage message={message?.text} tone={message?.tone === 'error' ? 'error' : 'info'} />
    </form>
  );
}

/** `/{lng}/office/security` on the phone: the meter first, then each form as a full-width section. */
export function OfficeSecurityView({ model }: { model: OfficeSecurityModel }) {
  const { meter, password, twoStep, phone, email, block } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeStack>
        <OfficePanel title={meter.label}>
          <ProtectionMeter label={meter.label} value={meter.value} max={meter.max} filledSteps={meter.filledSteps} band={meter.band} text={meter.text} />
          <OfficeFacts rows={[...model.methods, { id: 'email-status', label: email.title, value: email.text, isOn: email.isConfirmed }, model.contacts]} />
        </OfficePanel>
        <OfficePanel title={password.title}>
          <p className="text-xs text-muted">{password.hint}</p>
          <PhoneForm fields={password.fields} submit={password.submit} message={password.message} />
        </OfficePanel>
        <OfficePanel title={twoStep.title}>
          <p className="text-sm">{twoStep.status}</p>
          <PhoneForm fields={[twoStep.password]} submit={twoStep.submit} message={twoStep.message} />
        </OfficePanel>
        <OfficePanel title={phone.title}>
          {phone.bound && <p className="text-sm font-semibold">{phone.bound}</p>}
          {phone.activation && <p className="rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-text">{phone.activation}</p>}
          <PhoneForm fields={[phone.number, phone.code]} submit={phone.bind ?? phone.send} extra={phone.bind ? phone.send : null} message={phone.message} />
        </OfficePanel>
        <OfficePanel title={block.title}>
          <p className="text-sm text-muted">{block.text}</p>
          <p className="text-sm font-semibold" data-blocked={block.isBlocked || undefined}>
            {block.status}
          </p>
          <Button variant={block.isBlocked ? 'primary' : 'secondary'} disabled={block.toggle.isDisabled} aria-busy={block.toggle.isBusy} onClick={block.toggle.onPress} className="w-full">
            {block.toggle.label}
          </Button>
          <FormMessage message={block.message?.text} tone={block.message?.tone === 'error' ? 'error' : 'info'} />
        </OfficePanel>
      </OfficeStack>
    </>
  );
}

/** `/{lng}/office/security`: password, two-step sign-in, phone, e-mail and the protection level (spec: S2 §3, §4). */
export function OfficeSecurityScreen() {
  return <OfficeSecurityView model={useOfficeSecurityScreen()} />;
}
