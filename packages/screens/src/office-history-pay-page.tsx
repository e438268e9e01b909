import { AccountsBoundary, useOfficeHistoryPayScreen, type OfficeHistoryPayModel } from '@bf/headless/screens/office-history-pay';
import { PageHeading } from '@kit/layout';
import { PaymentHistory } from '@kit/payments';

/** office/historypay over its model: main and bonus account tabs, a page of payments. */
export function OfficeHistoryPayView({ model }: { model: OfficeHistoryPayModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentHistory model={model} />
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
