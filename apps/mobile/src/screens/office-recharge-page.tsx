import { AccountsBoundary, useOfficeRechargeScreen, type OfficeRechargeModel } from '@bf/headless/screens/office-recharge';
import { AppLink } from '@bf/ui-mobile/components';
import { PageHeading } from '@bf/ui-mobile/layout';
import { PaymentForm } from '@bf/ui-mobile/payments';

/** office/recharge on the phone: the balance on top, methods as rows, the submit held above the tab bar. */
export function OfficeRechargeView({ model }: { model: OfficeRechargeModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.depositLimits && (
        // The player's deposit limits one tap away; without one, the prompt to set it first (regulator rule).
        <div className={model.depositLimits.text ? 'mx-3 mb-3 rounded-xl border border-line bg-warning-soft p-3 text-sm' : 'mx-3 mb-3 text-sm'}>
          {model.depositLimits.text && <p className="mb-2 text-fg">{model.depositLimits.text}</p>}
          <AppLink href={model.depositLimits.link.href} className="inline-flex min-h-11 items-center font-semibold text-accent-text">
            {model.depositLimits.link.label}
          </AppLink>
        </div>
      )}
      <PaymentForm model={model} />
    </>
  );
}

function Connected() {
  return <OfficeRechargeView model={useOfficeRechargeScreen()} />;
}

/** office/recharge: the deposit (spec: S1 §2 office routes). */
export function OfficeRechargeScreen() {
  return (
    <AccountsBoundary>
      <Connected />
    </AccountsBoundary>
  );
}
