import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AuthModalBoundaryProps {
  /** The modal's form failed: its code did not load or it threw while rendering. */
  onError(): void;
  children: ReactNode;
}

/**
 * Catches a failure of a sign-in or registration modal (spec: S1 §8; AUTH-006): nothing is shown in its place and
 * `onError` sends the player to the form's page instead, so a broken modal never leaves a blank overlay.
 */
export class AuthModalBoundary extends Component<AuthModalBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('auth modal failed, opening its page instead', error, info.componentStack ?? '');
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
