import { useOfficePromotionScreen, type OfficePromotionModel } from '@bf/headless/screens/office-promotion';
import { Button } from '@bf/ui-desktop/components';
import { AuthTextField, FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { OfficeGrid, OfficePanel } from '@bf/ui-desktop/office';

/** `/{lng}/office/promotion` over its model: the promo code form beside the promotions table. */
export function OfficePromotionView({ model }: { model: OfficePromotionModel }) {
  const { form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeGrid>
        <OfficePanel title={form.title}>
          <form
            noValidate
            aria-busy={form.submit.isBusy}
            className="flex items-start gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              form.submit.onPress();
            }}
          >
            <AuthTextField className="flex-1" name="promo-code" autoComplete="off" label={form.field.label} value={form.field.value} error={form.field.error} onChange={(event) => form.field.onText(event.target.value)} />
            <Button type="submit" className="mt-6" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
              {form.submit.label}
            </Button>
          </form>
          <FormMessage message={form.message?.text} tone={form.message?.tone === 'error' ? 'error' : 'success'} />
        </OfficePanel>
        <OfficePanel title={model.listTitle}>
          {model.status !== 'ready' && <p className="text-sm text-muted">{model.statusText}</p>}
          {model.status === 'ready' && model.promotions.length === 0 && <p className="text-sm text-muted">{model.emptyText}</p>}
          <table className="w-full text-sm">
            <tbody className="divide-y divide-line">
              {model.promotions.map((promo) => (
                <tr key={promo.code}>
                  <th scope="row" className="py-2 text-left font-mono font-semibold">
                    {promo.code}
                  </th>
                  <td className="py-2">
                    <p>{promo.reward}</p>
                    <p className="text-xs text-muted">{promo.ends}</p>
                  </td>
                  <td className="py-2 text-right">
                    {promo.use ? (
                      <Button size="sm" variant="secondary" onClick={promo.use.onPress}>
                        {promo.use.label}
                      </Button>
                    ) : (
                      <span className="text-xs text-muted">{promo.status}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </OfficePanel>
      </OfficeGrid>
    </>
  );
}

/** `/{lng}/office/promotion`: promo codes and promotions (spec: S1 §2 office routes; S2 §2 promo_check). */
export function OfficePromotionScreen() {
  return <OfficePromotionView model={useOfficePromotionScreen()} />;
}
