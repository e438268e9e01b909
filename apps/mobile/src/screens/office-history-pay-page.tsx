import { AccountsBoundary, useOfficeHistoryPayScreen, type OfficeHistoryPayModel } from '@bf/headless/screens/office-history-pay';
import { PageHeading } from '@bf/ui-mobile/layout';
import { PaymentHistoryList } from '@bf/ui-mobile/payments';

/** office/historypay on the phone: account tabs over one full-width row per payment. */
export function OfficeHistoryPayView({ model }: { model: OfficeHistoryPayModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <PaymentHistoryList model={model} />
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
