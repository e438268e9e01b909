import { useConfirmTerms } from '../../auth/use-confirm-terms.ts';
import type { ActionModel, LinkModel } from '../auth-form/auth-form-model.ts';

/** The confirm-terms page (`/{lng}/confirm`; spec: S2 §2, §4 "Terms"). */
export interface ConfirmTermsModel {
  title: string;
  text: string;
  /** The accept call failed (TERMS-007): an alert with no close button; accepting again is the way on. */
  error?: string;
  /** The changed rules, as links to their pages (TERMS-001). */
  rules: LinkModel[];
  /** Disabled while the status loads and while accepting; busy while accepting. */
  accept: ActionModel & { isBusy: boolean };
  /** The rules list, to read before accepting (TERMS-004). */
  rulesLink: LinkModel;
  /** Sign out instead of accepting. */
  logout: ActionModel;
}

/** The confirm-terms page's model: accept, read the rules, or sign out. */
export function useConfirmTermsScreen(): ConfirmTermsModel {
  const page = useConfirmTerms();
  return {
    title: page.title,
    text: page.text,
    error: page.error,
    rules: page.rules.map(({ label, href }) => ({ label, href })),
    accept: { label: page.acceptLabel, isDisabled: page.phase !== 'ready', isBusy: page.phase === 'accepting', onPress: () => void page.accept() },
    rulesLink: page.rulesLink,
    logout: { label: page.logoutLabel, onPress: () => void page.logout() },
  };
}
