import { useAuthModal, useAuthModalHost } from '../../auth/use-auth-modal.ts';
import type { AuthModalId } from '../../auth/auth-modal.ts';

/** What the app shell's modal host shows: the open sign-in or registration modal, and what its failure does. */
export interface AuthModalHostModel {
  /** The modal to show, or none. A sign-in modal closes once the player is signed in; any closes when the page changes. */
  open: AuthModalId | null;
  /** The modal's code did not load or it threw: it closes and the form's page opens instead (AUTH-006). */
  onError(): void;
}

/** The model of the sign-in and registration modals' host (AUTH-001, AUTH-006), shown over every layout. */
export function useAuthModalHostScreen(): AuthModalHostModel {
  const open = useAuthModalHost();
  const { fallBackToPage } = useAuthModal();
  return { open, onError: fallBackToPage };
}
