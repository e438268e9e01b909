import { OfficeAccountsRoot, useOfficeAccountScreen, usePersonalDataSection, type OfficeAccountModel, type PersonalDataModel } from '@bf/headless/screens/office-account';
import { Button, ButtonLink } from '@bf/ui-desktop/components';
import { AuthTextField, FormMessage, SelectField } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeFacts, OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/account` over its models: the accounts table beside the personal data form. */
export function OfficeAccountView({ model, personal }: { model: OfficeAccountModel; personal: PersonalDataModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeGrid>
        <OfficePanel title={model.accountsTitle} anchor="wallets">
          {model.status === 'loading' ? (
            <p className="text-sm text-muted">{model.loadingText}</p>
          ) : (
            <table className="w-full text-sm">
              <tbody className="divide-y divide-line">
                {model.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="py-2 text-left font-semibold">
                      {row.title}
                      {row.status && <span className="ml-2 text-xs text-muted">{row.status}</span>}
                      {row.label && <span className="block text-xs font-normal text-muted">{row.label}</span>}
                    </th>
                    <td className="py-2 text-right tabular-nums">
                      {row.balance}
                      {row.points && <span className="block text-xs text-muted">{row.points}</span>}
                    </td>
                    <td className="py-2 pl-3 text-right whitespace-nowrap">
                      {row.makeActive && (
                        <Button size="sm" variant="secondary" disabled={row.makeActive.isDisabled} aria-busy={row.makeActive.isBusy} onClick={row.makeActive.onPress}>
                          {row.makeActive.label}
                        </Button>
                      )}
                      {row.remove && (
                        <Button size="sm" variant="ghost" disabled={row.remove.isDisabled} onClick={row.remove.onPress}>
                          {row.remove.label}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" aria-pressed={model.balanceToggle.isHidden} onClick={model.balanceToggle.onPress}>
              {model.balanceToggle.label}
            </Button>
            {model.deposit && <ButtonLink href={model.deposit.href} size="sm">{model.deposit.label}</ButtonLink>}
            {model.withdraw && <ButtonLink href={model.withdraw.href} size="sm" variant="secondary">{model.withdraw.label}</ButtonLink>}
          </div>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <SelectField
                label={model.addCurrency.title}
                value={model.addCurrency.selected === null ? '' : String(model.addCurrency.selected)}
                options={[{ value: '', label: '—' }, ...model.addCurrency.options.map((option) => ({ value: String(option.value), label: option.label }))]}
                onChange={(event) => model.addCurrency.onSelect(event.target.value === '' ? null : Number(event.target.value))}
              />
            </div>
            <Button className="mb-5" disabled={model.addCurrency.submit.isDisabled} aria-busy={model.addCurrency.submit.isBusy} onClick={model.addCurrency.submit.onPress}>
              {model.addCurrency.submit.label}
            </Button>
          </div>
          <FormMessage message={model.notice ?? undefined} tone="info" />
        </OfficePanel>
        <OfficePanel title={personal.title}>
          <OfficeFacts rows={personal.facts} />
          {personal.verifyLink && (
            <ButtonLink href={personal.verifyLink.href} size="sm" variant="secondary" className="self-start">
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
            className="grid grid-cols-2 gap-x-3"
          >
            {personal.fields.map((field) =>
              field.options ? <SelectField key={field.id} name={field.id} label={field.label} value={field.value} options={field.options} error={field.error} onChange={(event) => field.onText(event.target.value)} /> : <AuthTextField key={field.id} name={field.id} label={field.label} type={field.type} inputMode={field.inputMode} value={field.value} error={field.error} aria-required={field.isRequired} onChange={(event) => field.onText(event.target.value)} />,
            )}
            <div className="col-span-2 flex flex-col gap-1">
              <Button type="submit" disabled={personal.submit.isDisabled} aria-busy={personal.submit.isBusy} className="self-start">
                {personal.submit.label}
              </Button>
              <FormMessage message={personal.message?.text} tone={personal.message?.tone === 'error' ? 'error' : 'success'} />
            </div>
          </form>
        </OfficePanel>
      </OfficeGrid>
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
