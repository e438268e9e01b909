import { useOfficeSecurityScreen, type OfficeSecurityModel, type SecurityField } from '@bf/headless/screens/office-security';
import { AuthTextField, FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { FormButton, OfficeFacts, OfficePanel, OfficeSections, PanelText, ProtectionMeter, SecurityForm } from '@kit/office';

function Field({ field }: { field: SecurityField }) {
  return <AuthTextField name={field.id} label={field.label} type={field.type} autoComplete={field.autoComplete} value={field.value} error={field.error} onChange={(event) => field.onText(event.target.value)} />;
}

/** `/{lng}/office/security` over its model: the meter and methods, then the password, two-step, phone and block sections. */
export function OfficeSecurityView({ model }: { model: OfficeSecurityModel }) {
  const { meter, password, twoStep, phone, email, block } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeSections>
        <OfficePanel title={meter.label}>
          <ProtectionMeter label={meter.label} value={meter.value} max={meter.max} filledSteps={meter.filledSteps} band={meter.band} text={meter.text} />
          <OfficeFacts rows={[...model.methods, { id: 'email-status', label: email.title, value: email.text, isOn: email.isConfirmed }, model.contacts]} />
        </OfficePanel>
        <OfficePanel title={password.title}>
          <SecurityForm kind="password" hint={password.hint} submit={password.submit} message={password.message}>
            {password.fields.map((field) => (
              <Field key={field.id} field={field} />
            ))}
          </SecurityForm>
        </OfficePanel>
        <OfficePanel title={twoStep.title}>
          <PanelText>{twoStep.status}</PanelText>
          <SecurityForm kind="two-step" submit={twoStep.submit} message={twoStep.message} isOn={twoStep.isOn}>
            <Field field={twoStep.password} />
          </SecurityForm>
        </OfficePanel>
        <OfficePanel title={phone.title}>
          {phone.bound && <PanelText tone="strong">{phone.bound}</PanelText>}
          {phone.activation && <PanelText tone="callout">{phone.activation}</PanelText>}
          <SecurityForm kind="phone" submit={phone.bind ?? phone.send} extra={phone.bind ? phone.send : null} message={phone.message}>
            <Field field={phone.number} />
            {phone.code && <Field field={phone.code} />}
          </SecurityForm>
        </OfficePanel>
        <OfficePanel title={block.title}>
          <PanelText tone="muted">{block.text}</PanelText>
          <PanelText tone="strong" data-blocked={block.isBlocked || undefined}>
            {block.status}
          </PanelText>
          <FormButton variant={block.isBlocked ? 'primary' : 'secondary'} disabled={block.toggle.isDisabled} aria-busy={block.toggle.isBusy} onClick={block.toggle.onPress}>
            {block.toggle.label}
          </FormButton>
          <FormMessage message={block.message?.text} tone={block.message?.tone === 'error' ? 'error' : 'info'} />
        </OfficePanel>
      </OfficeSections>
    </>
  );
}

/** `/{lng}/office/security`: password, two-step sign-in, phone, e-mail and the protection level (spec: S2 §3, §4). */
export function OfficeSecurityScreen() {
  return <OfficeSecurityView model={useOfficeSecurityScreen()} />;
}
