// The money screens' accounts and calls: the page's accounts provider when the shell mounts one, else one of their own.
import { useContext, type ReactNode } from 'react';
import { PaymentsApiContext } from '../payments/payments-api.ts';
import { useSessionServices } from '../session/use-session.ts';
import { AccountsContext, AccountsProvider } from './use-accounts.tsx';

/**
 * Gives the screens under it an accounts store and the payment calls: the store already above (the header's, when
 * the shell mounts it), else a new one over the session's office calls, loaded once signed in. The money screens
 * mount through this so they work whether or not the shell holds the accounts.
 */
export function AccountsBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(AccountsContext);
  const session = useSessionServices();
  const api = session.api.office;
  const inner = <PaymentsApiContext.Provider value={api}>{children}</PaymentsApiContext.Provider>;
  if (outer) return inner;
  return (
    <AccountsProvider api={api} isSignedIn={session.isSignedIn}>
      {inner}
    </AccountsProvider>
  );
}
