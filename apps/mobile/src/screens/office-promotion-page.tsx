import { useOfficePromotionScreen, type OfficePromotionModel } from '@bf/headless/screens/office-promotion';
import { Button } from '@bf/ui-mobile/components';
import { AuthTextField, FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { OfficePanel, OfficeStack } from '@bf/ui-mobile/office';

/** `/{lng}/office/promotion` on the phone: the code field and a full-width apply, then one row per promotion. */
export function OfficePromotionView({ model }: { model: OfficePromotionModel }) {
  const { form } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <OfficeStack>
        <OfficePanel title={form.title}>
          <form
            noValidate
            aria-busy={form.submit.isBusy}
            className="flex flex-col gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              form.submit.onPress();
            }}
          >
            <AuthTextField name="promo-code" autoComplete="off" autoCapitalize="characters" label={form.field.label} value={form.field.value} error={form.field.error} onChange={(event) => form.field.onText(event.target.value)} />
            <Button type="submit" className="w-full" disabled={form.submit.isDisabled} aria-busy={form.submit.isBusy}>
              {form.submit.label}
            </Button>
          </form>
          <FormMessage message={form.message?.text} tone={form.message?.tone === 'error' ? 'error' : 'success'} />
        </OfficePanel>
        <OfficePanel title={model.listTitle}>
          {model.status !== 'ready' && <p className="text-sm text-muted">{model.statusText}</p>}
          {model.status === 'ready' && model.promotions.length === 0 && <p className="text-sm text-muted">{model.emptyText}</p>}
          <ul className="divide-y divide-line">
            {model.promotions.map((promo) => (
              <li key={promo.code} className="flex min-h-14 items-center gap-3 py-2">
                <div className="flex-1">
                  <p className="font-mono font-semibold">{promo.code}</p>
                  <p className="text-sm">{promo.reward}</p>
                  <p className="text-xs text-muted">{promo.ends}</p>
                </div>
                {promo.use ? (
                  <Button variant="secondary" onClick={promo.use.onPress}>
                    {promo.use.label}
                  </Button>
                ) : (
                  <span className="text-xs text-muted">{promo.status}</span>
                )}
              </li>
            ))}
          </ul>
        </OfficePanel>
      </OfficeStack>
    </>
  );
}

/** `/{lng}/office/promotion`: promo codes and promotions (spec: S1 §2 office routes; S2 §2 promo_check). */
export function OfficePromotionScreen() {
  return <OfficePromotionView model={useOfficePromotionScreen()} />;
}
