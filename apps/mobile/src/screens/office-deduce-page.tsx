import { AccountsBoundary, useOfficeDeduceScreen, type OfficeDeduceModel } from '@bf/headless/screens/office-deduce';
import { PageHeading } from '@bf/ui-mobile/layout';
import { PaymentFormSheet } from '@bf/ui-mobile/payments';

/** office/deduce over its model: what may be paid out, method, amount, then the provider's page. */
export function OfficeDeduceView({ model }: { model: OfficeDeduceModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentFormSheet model={model} />
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
