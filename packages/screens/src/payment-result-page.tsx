import { AccountsBoundary, usePaymentResultScreen, type PaymentResultModel } from '@bf/headless/screens/payment-result';
import { PaymentResult } from '@kit/payments';

/** An onpay page over its model: the outcome, the payment and the balance now. */
export function PaymentResultView({ model }: { model: PaymentResultModel }) {
  return <PaymentResult model={model} />;
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
