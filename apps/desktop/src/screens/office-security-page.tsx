import { useOfficeSecurityScreen, type OfficeSecurityModel, type SecurityButton, type SecurityField } from '@bf/headless/screens/office-security';
import { Button } from '@bf/ui-desktop/components';
import { AuthTextField, FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficeGrid, OfficePanel, ProtectionMeter } from '@bf/ui-desktop/office';

function Field({ field }: { field: SecurityField }) {
  return <AuthTextField name={field.id} label={field.label} type={field.type} autoComplete={field.autoComplete} value={field.value} error={field.error} onChange={(event) => field.onText(event.target.value)} />;
}

function Submit({ button, variant = 'primary' }: { button: SecurityButton; variant?: 'primary' | 'secondary' }) {
  return (
    <Button type="submit" variant={variant} disabled={button.isDisabled} aria-busy={button.isBusy} className="self-start">
      {button.label}
    </Button>
  );
}

const submitting = (onPress: () => void) => (event: { preventDefault(): void }) => {
  event.preventDefault();
  onPress();
};

/** `/{lng}/office/security` over its model: the meter and methods, then the password, two-step and phone forms. */
export function OfficeSecurityView({ model }: { model: OfficeSecurityModel }) {
  const { meter, password, twoStep, phone, email, block } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeGrid>
        <OfficePanel title={meter.label}>
          <ProtectionMeter label={meter.label} value={meter.value} max={meter.max} filledSteps={meter.filledSteps} band={meter.band} text={meter.text} />
          <OfficeFacts rows={[...model.methods, { id: 'email-status', label: email.title, value: email.text, isOn: email.isConfirmed }, model.contacts]} />
        </OfficePanel>
        <OfficePanel title={password.title}>
          <form noValidate aria-busy={password.submit.isBusy} onSubmit={submitting(password.submit.onPress)} className="flex flex-col gap-1">
            {password.fields.map((field) => (
              <Field key={field.id} field={field} />
            ))}
            <p className="mb-2 text-xs text-muted">{password.hint}</p>
            <Submit button={password.submit} />
            <FormMessage message={password.message?.text} tone={password.message?.tone === 'error' ? 'error' : 'success'} />
          </form>
        </OfficePanel>
        <OfficePanel title={twoStep.title}>
          <p className="text-sm">{twoStep.status}</p>
          <form noValidate onSubmit={submitting(twoStep.submit.onPress)} className="flex flex-col gap-1">
            <Field field={twoStep.password} />
            <Submit button={twoStep.submit} variant={twoStep.isOn ? 'secondary' : 'primary'} />
            <FormMessage message={twoStep.message?.text} tone={twoStep.message?.tone === 'error' ? 'error' : 'info'} />
          </form>
        </OfficePanel>
        <OfficePanel title={phone.title}>
          {phone.bound && <p className="text-sm font-semibold">{phone.bound}</p>}
          {phone.activation && <p className="rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-text">{phone.activation}</p>}
          <form noValidate onSubmit={submitting(phone.bind ? phone.bind.onPress : phone.send.onPress)} className="flex flex-col gap-1">
            <Field field={phone.number} />
            {phone.code && <Field field={phone.code} />}
            <div className="flex gap-2">
              {phone.bind ? <Submit button={phone.bind} /> : <Submit button={phone.send} />}
              {phone.bind && (
                <Button variant="ghost" disabled={phone.send.isDisabled} onClick={phone.send.onPress}>
                  {phone.send.label}
                </Button>
              )}
            </div>
            <FormMessage message={phone.message?.text} tone={phone.message?.tone === 'error' ? 'error' : 'info'} />
          </form>
        </OfficePanel>
        <OfficePanel title={block.title}>
          <p className="text-sm text-muted">{block.text}</p>
          <p className="text-sm font-semibold" data-blocked={block.isBlocked || undefined}>
            {block.status}
          </p>
          <Button variant={block.isBlocked ? 'primary' : 'secondary'} disabled={block.toggle.isDisabled} aria-busy={block.toggle.isBusy} onClick={block.toggle.onPress} className="self-start">
            {block.toggle.label}
          </Button>
          <FormMessage message={block.message?.text} tone={block.message?.tone === 'error' ? 'error' : 'info'} />
        </OfficePanel>
      </OfficeGrid>
    </>
  );
}

/** `/{lng}/office/security`: password, two-step sign-in, phone, e-mail and the protection level (spec: S2 §3, §4). */
export function OfficeSecurityScreen() {
  return <OfficeSecurityView model={useOfficeSecurityScreen()} />;
}
