import { AccountsBoundary, usePaymentResultScreen, type PaymentResultModel } from '@bf/headless/screens/payment-result';
import { PaymentResultCard } from '@bf/ui-mobile/payments';

/** An onpay page on the phone: the mark and message centred, details as rows, stacked buttons. */
export function PaymentResultView({ model }: { model: PaymentResultModel }) {
  return <PaymentResultCard model={model} />;
}

function DepositResult() {
  return <PaymentResultView model={usePaymentResultScreen({ direction: 'deposit' })} />;
}

function WithdrawalResult() {
  return <PaymentResultView model={usePaymentResultScreen({ direction: 'withdrawal' })} />;
}

/** onpay/:outcome: where the provider sends the player back after a deposit (ROUTE-054). */
export function PaymentResultScreen() {
  return (
    <AccountsBoundary>
      <DepositResult />
    </AccountsBoundary>
  );
}

/** onpay/withdraw/:outcome: the same after a withdrawal (ROUTE-055). */
export function PaymentWithdrawResultScreen() {
  return (
    <AccountsBoundary>
      <WithdrawalResult />
    </AccountsBoundary>
  );
}
