import { OfficeAccountsRoot, useOfficeAccountScreen, usePersonalDataSection, type OfficeAccountModel, type PersonalDataModel } from '@bf/headless/screens/office-account';
import { AuthTextField, FormMessage, SelectField } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { AccountActions, AccountRows, FormButton, FormCell, OfficeFacts, OfficeForm, OfficePanel, OfficeSections, PanelButtonLink, PanelText } from '@kit/office';

/** `/{lng}/office/account` over its models: the accounts (a table on the desktop, rows on the phone) and the personal data form. */
export function OfficeAccountView({ model, personal }: { model: OfficeAccountModel; personal: PersonalDataModel }) {
  const { addCurrency } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeSections>
        <OfficePanel title={model.accountsTitle} anchor="wallets">
          {model.status === 'loading' && <PanelText tone="muted">{model.loadingText}</PanelText>}
          <AccountRows rows={model.rows} isLoading={model.status === 'loading'} />
          <AccountActions
            model={model}
            notice={<FormMessage message={model.notice ?? undefined} tone="info" />}
            select={
              <SelectField
                label={addCurrency.title}
                value={addCurrency.selected === null ? '' : String(addCurrency.selected)}
                options={[{ value: '', label: '—' }, ...addCurrency.options.map((option) => ({ value: String(option.value), label: option.label }))]}
                onChange={(event) => addCurrency.onSelect(event.target.value === '' ? null : Number(event.target.value))}
              />
            }
          />
        </OfficePanel>
        <OfficePanel title={personal.title}>
          <OfficeFacts rows={personal.facts} />
          {personal.verifyLink && (
            <PanelButtonLink href={personal.verifyLink.href} variant="secondary">
              {personal.verifyLink.label}
            </PanelButtonLink>
          )}
          <FormMessage message={personal.required.text} tone={personal.required.isComplete ? 'success' : 'info'} />
          <OfficeForm layout="pair" isBusy={personal.submit.isBusy} onSubmit={personal.submit.onPress}>
            {personal.fields.map((field) =>
              field.options ? <SelectField key={field.id} name={field.id} label={field.label} value={field.value} options={field.options} error={field.error} onChange={(event) => field.onText(event.target.value)} /> : <AuthTextField key={field.id} name={field.id} label={field.label} type={field.type} inputMode={field.inputMode} value={field.value} error={field.error} aria-required={field.isRequired} onChange={(event) => field.onText(event.target.value)} />,
            )}
            <FormCell place="actions">
              <FormButton type="submit" disabled={personal.submit.isDisabled} aria-busy={personal.submit.isBusy}>
                {personal.submit.label}
              </FormButton>
              <FormMessage message={personal.message?.text} tone={personal.message?.tone === 'error' ? 'error' : 'success'} />
            </FormCell>
          </OfficeForm>
        </OfficePanel>
      </OfficeSections>
    </>
  );
}

function Connected() {
  return <OfficeAccountView model={useOfficeAccountScreen({ routeId: 'office-account' })} personal={usePersonalDataSection()} />;
}

/** `/{lng}/office/account`: accounts and balances, and personal data with the required-fields rule (spec: S2 §3, §4). */
export function OfficeAccountScreen() {
  return (
    <OfficeAccountsRoot>
      <Connected />
    </OfficeAccountsRoot>
  );
}
