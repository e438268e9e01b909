import { useOfficeSettingsScreen, type OfficeSettingsModel } from '@bf/headless/screens/office-settings';
import { Checkbox } from '@bf/ui-desktop/components';
import { FormMessage, SelectField } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeGrid, OfficePanel, PanelSuccessNote } from '@bf/ui-desktop/office';

/** `/{lng}/office/settings` over its model: display settings as selects beside the mailing switches. */
export function OfficeSettingsView({ model }: { model: OfficeSettingsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <FormMessage message={model.save?.text} tone={model.save?.tone === 'error' ? 'error' : 'success'} />
      <OfficeGrid>
        <OfficePanel title={model.display.title}>
          {model.display.choices.map((choice) => (
            <SelectField key={choice.id} name={choice.id} label={choice.label} value={choice.value} options={choice.options} onChange={(event) => choice.onChange(event.target.value)} />
          ))}
        </OfficePanel>
        <OfficePanel title={model.mailing.title}>
          {model.mailing.switches.map((item) => (
            <Checkbox key={item.id} name={item.id} label={item.label} checked={item.isOn} disabled={item.isDisabled} onChange={(event) => item.onChange(event.target.checked)} />
          ))}
          <PanelSuccessNote note={model.mailing.subscribed} />
        </OfficePanel>
        <OfficePanel title={model.bonus.title}>
          {model.bonus.choices.map((choice) => (
            <div key={choice.id} className="flex flex-col gap-1">
              <SelectField name={choice.id} label={choice.label} value={choice.value} options={choice.options} disabled={choice.isDisabled} onChange={(event) => choice.onChange(event.target.value)} />
              {choice.hint && <p className="text-sm text-muted">{choice.hint}</p>}
            </div>
          ))}
        </OfficePanel>
      </OfficeGrid>
    </>
  );
}

/** `/{lng}/office/settings`: odds format, time zone, clock, theme, view type, mailing, bonuses and cashback (spec: S2 §3). */
export function OfficeSettingsScreen() {
  return <OfficeSettingsView model={useOfficeSettingsScreen()} />;
}
