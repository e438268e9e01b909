import { AccountsBoundary, useOfficeRechargeScreen, type OfficeRechargeModel } from '@bf/headless/screens/office-recharge';
import { PageHeading } from '@bf/ui-mobile/layout';
import { PaymentFormSheet } from '@bf/ui-mobile/payments';

/** office/recharge on the phone: the balance on top, methods as rows, the submit held above the tab bar. */
export function OfficeRechargeView({ model }: { model: OfficeRechargeModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentFormSheet model={model} />
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
