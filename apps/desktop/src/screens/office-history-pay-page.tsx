import { AccountsBoundary, useOfficeHistoryPayScreen, type OfficeHistoryPayModel } from '@bf/headless/screens/office-history-pay';
import { PageHeading } from '@bf/ui-desktop/layout';
import { PaymentHistoryTable } from '@bf/ui-desktop/payments';

/** office/historypay over its model: main and bonus account tabs, a page of payments. */
export function OfficeHistoryPayView({ model }: { model: OfficeHistoryPayModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentHistoryTable model={model} />
    </>
  );
}

function Connected() {
  return <OfficeHistoryPayView model={useOfficeHistoryPayScreen()} />;
}

/** office/historypay: deposits and withdrawals (spec: S1 §2 office routes). */
export function OfficeHistoryPayScreen() {
  return (
    <AccountsBoundary>
      <Connected />
    </AccountsBoundary>
  );
}
