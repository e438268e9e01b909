// The money screens' accounts and calls: the page's accounts (the shell mounts them) and the session's payment calls.
import type { ReactNode } from 'react';
import { PaymentsApiContext } from '../payments/payments-api.ts';
import { useSessionServices } from '../session/use-session.ts';
import { OfficeAccountsRoot } from './use-accounts.tsx';

/**
 * Gives the screens under it the accounts store (the one above, else a new one: see OfficeAccountsRoot) and the
 * payment calls over the session's office client.
 */
export function AccountsBoundary({ children }: { children: ReactNode }) {
  const { api } = useSessionServices();
  return (
    <OfficeAccountsRoot>
      <PaymentsApiContext.Provider value={api.office}>{children}</PaymentsApiContext.Provider>
    </OfficeAccountsRoot>
  );
}
