import { useOfficeHistoryScreen, type OfficeHistoryModel } from '@bf/headless/screens/office-history';
import { BetHistory } from '@kit/bet-history';
import { PageHeading } from '@kit/layout';

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
