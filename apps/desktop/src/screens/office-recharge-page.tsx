import { AccountsBoundary, useOfficeRechargeScreen, type OfficeRechargeModel } from '@bf/headless/screens/office-recharge';
import { AppLink } from '@bf/ui-desktop/components';
import { PageHeading } from '@bf/ui-desktop/layout';
import { PaymentForm } from '@bf/ui-desktop/payments';

/** office/recharge over its model: method, amount within the limits, then the provider's page. */
export function OfficeRechargeView({ model }: { model: OfficeRechargeModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.depositLimits && (
        // The player's deposit limits one click away; without one, the prompt to set it first (regulator rule).
        <p className={model.depositLimits.text ? 'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-warning-soft px-4 py-3 text-sm' : 'mb-4 text-sm'}>
          {model.depositLimits.text && <span className="text-fg">{model.depositLimits.text}</span>}
          <AppLink href={model.depositLimits.link.href} className="font-semibold text-accent-text underline-offset-2 hover:underline">
            {model.depositLimits.link.label}
          </AppLink>
        </p>
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
