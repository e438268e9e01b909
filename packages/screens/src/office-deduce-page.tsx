import { AccountsBoundary, useOfficeDeduceScreen, type OfficeDeduceModel } from '@bf/headless/screens/office-deduce';
import { PageHeading } from '@kit/layout';
import { PaymentForm } from '@kit/payments';

/** office/deduce over its model: what may be paid out, the method, the amount, then the provider's page. */
export function OfficeDeduceView({ model }: { model: OfficeDeduceModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentForm model={model} />
    </>
  );
}

function Connected() {
  return <OfficeDeduceView model={useOfficeDeduceScreen()} />;
}

/** office/deduce: the withdrawal (spec: S1 §2 office routes). */
export function OfficeDeduceScreen() {
  return (
    <AccountsBoundary>
      <Connected />
    </AccountsBoundary>
  );
}
