import { useOfficeHistoryScreen, type OfficeHistoryModel } from '@bf/headless/screens/office-history';
import { BetHistory } from '@bf/ui-desktop/bet-history';
import { PageHeading } from '@bf/ui-desktop/layout';

/** The bet history over its model: filters, the coupons, a coupon's detail and its print page. */
export function OfficeHistoryView({ model }: { model: OfficeHistoryModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <BetHistory model={model} />
    </>
  );
}

/** `office/history`: the coupons the player placed through the coupon. */
export function OfficeHistoryScreen() {
  return <OfficeHistoryView model={useOfficeHistoryScreen()} />;
}
