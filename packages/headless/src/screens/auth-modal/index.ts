// The host of the sign-in and registration modals over any page (AUTH-001): which one is open and what a failure
// does, with the error boundary that catches it (AUTH-006). The modals' forms are the sign-in and registration models.
export { useAuthModalHostScreen } from './use-auth-modal-host-screen.ts';
export type { AuthModalHostModel } from './use-auth-modal-host-screen.ts';
export { AuthModalBoundary } from '../../auth/auth-modal-boundary.tsx';
