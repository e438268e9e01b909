import { OfficeAccountsRoot, useOfficeAccountScreen, usePersonalDataSection, type OfficeAccountModel, type PersonalDataModel } from '@bf/headless/screens/office-account';
import { Button, ButtonLink } from '@bf/ui-mobile/components';
import { AuthTextField, FormMessage, SelectField } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficeFacts, OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/account` on the phone: each account a full-width row, then the personal data form, one field a line. */
export function OfficeAccountView({ model, personal }: { model: OfficeAccountModel; personal: PersonalDataModel }) {
  const { addCurrency } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeStack>
        <OfficePanel title={model.accountsTitle} anchor="wallets">
          {model.status === 'loading' && <p className="text-sm text-muted">{model.loadingText}</p>}
          <ul className="divide-y divide-line">
            {model.rows.map((row) => (
              <li key={row.id} className="flex min-h-14 items-center gap-3 py-2">
                <div className="flex-1">
                  <p className="text-sm font-semibold">{row.title}</p>
                  {row.label && <p className="text-xs text-muted">{row.label}</p>}
                  <p className="text-base tabular-nums">{row.balance}</p>
                  {row.points && <p className="text-xs text-muted">{row.points}</p>}
                  {row.status && <p className="text-xs text-muted">{row.status}</p>}
                </div>
                {row.makeActive && (
                  <Button variant="secondary" disabled={row.makeActive.isDisabled} aria-busy={row.makeActive.isBusy} onClick={row.makeActive.onPress}>
                    {row.makeActive.label}
                  </Button>
                )}
                {row.remove && (
                  <Button variant="ghost" disabled={row.remove.isDisabled} onClick={row.remove.onPress}>
                    {row.remove.label}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div className="grid grid-cols-2 gap-2">
            {model.deposit && <ButtonLink href={model.deposit.href}>{model.deposit.label}</ButtonLink>}
            {model.withdraw && (
              <ButtonLink href={model.withdraw.href} variant="secondary">
                {model.withdraw.label}
              </ButtonLink>
            )}
          </div>
          <Button variant="ghost" aria-pressed={model.balanceToggle.isHidden} onClick={model.balanceToggle.onPress} className="w-full">
            {model.balanceToggle.label}
          </Button>
          <SelectField
            label={addCurrency.title}
            value={addCurrency.selected === null ? '' : String(addCurrency.selected)}
            options={[{ value: '', label: '—' }, ...addCurrency.options.map((option) => ({ value: String(option.value), label: option.label }))]}
            onChange={(event) => addCurrency.onSelect(event.target.value === '' ? null : Number(event.target.value))}
          />
          <Button disabled={addCurrency.submit.isDisabled} aria-busy={addCurrency.submit.isBusy} onClick={addCurrency.submit.onPress} className="w-full">
            {addCurrency.submit.label}
          </Button>
          <FormMessage message={model.notice ?? undefined} tone="info" />
        </OfficePanel>
        <OfficePanel title={personal.title}>
          <OfficeFacts rows={personal.facts} />
          {personal.verifyLink && (
            <ButtonLink href={personal.verifyLink.href} variant="secondary" className="w-full">
              {personal.verifyLink.label}
            </ButtonLink>
          )}
          <FormMessage message={personal.required.text} tone={personal.required.isComplete ? 'success' : 'info'} />
          <form
            noValidate
            aria-busy={personal.submit.isBusy}
            onSubmit={(event) => {
              event.preventDefault();
              personal.submit.onPress();
            }}
            className="flex flex-col gap-1"
          >
            {personal.fields.map((field) =>
              field.options ? <SelectField key={field.id} name={field.id} label={field.label} value={field.value} options={field.options} error={field.error} onChange={(event) => field.onText(event.target.value)} /> : <AuthTextField key={field.id} name={field.id} label={field.label} type={field.type} inputMode={field.inputMode} value={field.value} error={field.error} aria-required={field.isRequired} onChange={(event) => field.onText(event.target.value)} />,
            )}
            <Button type="submit" disabled={personal.submit.isDisabled} aria-busy={personal.submit.isBusy} className="w-full">
              {personal.submit.label}
            </Button>
            <FormMessage message={personal.message?.text} tone={personal.message?.tone === 'error' ? 'error' : 'success'} />
          </form>
        </OfficePanel>
      </OfficeStack>
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
