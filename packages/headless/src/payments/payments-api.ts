import { createContext, useContext } from 'react';
import type { OfficeApi } from '@bf/api-client/office';

/** The office calls the money screens make. */
export type PaymentsApi = Pick<OfficeApi, 'getPaymentMethods' | 'startDeposit' | 'startWithdrawal' | 'getPayment' | 'getPayments' | 'getLedger'>;

/** Filled by AccountsBoundary with the session's office calls (tests fill it with fakes). */
export const PaymentsApiContext = createContext<PaymentsApi | null>(null);

/** The money screens' office calls. */
export function usePaymentsApi(): PaymentsApi {
  const api = useContext(PaymentsApiContext);
  if (!api) throw new Error('usePaymentsApi must be used inside an AccountsBoundary (or a PaymentsApiContext)');
  return api;
}
