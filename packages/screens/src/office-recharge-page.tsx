import { AccountsBoundary, useOfficeRechargeScreen, type OfficeRechargeModel } from '@bf/headless/screens/office-recharge';
import { PageHeading } from '@kit/layout';
import { DepositLimitsNote, PaymentForm } from '@kit/payments';

/** office/recharge over its model: the deposit limits note, the method, the amount within the limits, then the provider's page. */
export function OfficeRechargeView({ model }: { model: OfficeRechargeModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      {model.depositLimits && (
        // The player's deposit limits one step away; without one, the prompt to set it first (regulator rule).
        <DepositLimitsNote note={model.depositLimits} />
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
