import { useOfficePromotionScreen, type OfficePromotionModel } from '@bf/headless/screens/office-promotion';
import { FormMessage } from '@kit/auth';
import { PageHeading } from '@kit/layout';
import { OfficeForm, OfficePanel, OfficeSections, PanelText, PromoCodeFields, PromotionRows } from '@kit/office';

/** `/{lng}/office/promotion` over its model: the promo code form and the promotions (a table beside it on the desktop, rows under it on the phone). */
export function OfficePromotionView({ model }: { model: OfficePromotionModel }) {
  const { form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeSections>
        <OfficePanel title={form.title}>
          <OfficeForm layout="inline" isBusy={form.submit.isBusy} onSubmit={form.submit.onPress}>
            <PromoCodeFields field={{ name: 'promo-code', autoComplete: 'off', label: form.field.label, value: form.field.value, error: form.field.error, onChange: (event) => form.field.onText(event.target.value) }} submit={form.submit} />
          </OfficeForm>
          <FormMessage message={form.message?.text} tone={form.message?.tone === 'error' ? 'error' : 'success'} />
        </OfficePanel>
        <OfficePanel title={model.listTitle}>
          {model.status !== 'ready' && <PanelText tone="muted">{model.statusText}</PanelText>}
          {model.status === 'ready' && model.promotions.length === 0 && <PanelText tone="muted">{model.emptyText}</PanelText>}
          <PromotionRows promotions={model.promotions} />
        </OfficePanel>
      </OfficeSections>
    </>
  );
}

/** `/{lng}/office/promotion`: promo codes and promotions (spec: S1 §2 office routes; S2 §2 promo_check). */
export function OfficePromotionScreen() {
  return <OfficePromotionView model={useOfficePromotionScreen()} />;
}
