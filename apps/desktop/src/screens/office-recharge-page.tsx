import { AccountsBoundary, useOfficeRechargeScreen, type OfficeRechargeModel } from '@bf/headless/screens/office-recharge';
import { PageHeading } from '@bf/ui-desktop/layout';
import { PaymentFormPanel } from '@bf/ui-desktop/payments';

/** office/recharge over its model: method, amount within the limits, then the provider's page. */
export function OfficeRechargeView({ model }: { model: OfficeRechargeModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentFormPanel model={model} />
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
