import { useOfficeSettingsScreen, type OfficeSettingsModel } from '@bf/headless/screens/office-settings';
import { FormMessage, SelectField } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficePanel, OfficeStack, SwitchRow, PanelSuccessNote } from '@bf/ui-mobile/office';

/** `/{lng}/office/settings` on the phone: full-width sections, a select per display setting, a switch row per mailing. */
export function OfficeSettingsView({ model }: { model: OfficeSettingsModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <FormMessage message={model.save?.text} tone={model.save?.tone === 'error' ? 'error' : 'success'} />
      <OfficeStack>
        <OfficePanel title={model.display.title}>
          {model.display.choices.map((choice) => (
            <SelectField key={choice.id} name={choice.id} label={choice.label} value={choice.value} options={choice.options} onChange={(event) => choice.onChange(event.target.value)} />
          ))}
        </OfficePanel>
        <OfficePanel title={model.mailing.title}>
          {model.mailing.switches.map((item) => (
            <SwitchRow key={item.id} label={item.label} isOn={item.isOn} isDisabled={item.isDisabled} onChange={item.onChange} />
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
      </OfficeStack>
    </>
  );
}

/** `/{lng}/office/settings`: odds format, time zone, clock, theme, view type, mailing, bonuses and cashback (spec: S2 §3). */
export function OfficeSettingsScreen() {
  return <OfficeSettingsView model={useOfficeSettingsScreen()} />;
}
