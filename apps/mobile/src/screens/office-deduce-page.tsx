import { AccountsBoundary, useOfficeDeduceScreen, type OfficeDeduceModel } from '@bf/headless/screens/office-deduce';
import { PageHeading } from '@bf/ui-mobile/layout';
import { PaymentFormSheet } from '@bf/ui-mobile/payments';

/** office/deduce on the phone: what may be paid out on top, methods as rows, the submit above the tab bar. */
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
