import { AccountsBoundary, useOfficeDeduceScreen, type OfficeDeduceModel } from '@bf/headless/screens/office-deduce';
import { PageHeading } from '@bf/ui-desktop/layout';
import { PaymentFormPanel } from '@bf/ui-desktop/payments';

/** office/deduce over its model: what may be paid out, method, amount, then the provider's page. */
export function OfficeDeduceView({ model }: { model: OfficeDeduceModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentFormPanel model={model} />
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
