import { proxy } from 'valtio';
import type { CookiesAgreeType } from '../settings/global-settings.ts';
import { agreeTypeOf, checkedByAgreeType, type ConsentType } from './consent-rule.ts';

/** Which view of the consent modal shows (spec: S2 §2; CONSENT-004). */
export type ConsentView = 'main' | 'customize';

/** The cookie-consent state of one render root: the stored choice and the modal's draft. */
export interface ConsentState {
  /** The stored agree type; null until the player chooses (the modal shows). */
  agreeType: CookiesAgreeType | null;
  view: ConsentView;
  /** The customize view's switches; necessary is always on. */
  checked: Record<ConsentType, boolean>;
  /** The choice was made on this page (analytics starts at once instead of after its delay; CONSENT-009). */
  isChosenHere: boolean;
  /** The player reopened the modal from "Cookie settings" to change a stored choice (closable, unlike the first ask). */
  isEditing: boolean;
}

/** A fresh consent store (one per render root), from the stored choice read in the browser. */
export function createConsentStore(agreeType: CookiesAgreeType | null = null): ConsentState {
  return proxy<ConsentState>({ agreeType, view: 'main', checked: checkedByAgreeType(agreeType), isChosenHere: false, isEditing: false });
}

/** The options as the rule sees them: necessary checked and locked, the others as switched. */
export function draftOptions(state: Pick<ConsentState, 'checked'>) {
  return [
    { cookiesType: 'necessary' as const, checked: true, disabled: true },
    { cookiesType: 'functionality' as const, checked: state.checked.functionality, disabled: false },
    { cookiesType: 'marketing' as const, checked: state.checked.marketing, disabled: false },
  ];
}

/** The modal's actions over a store; `onChosen` stores the choice (cookie, agree time) and is told the one it replaces. */
export function consentActions(state: ConsentState, onChosen: (agreeType: CookiesAgreeType, previous: CookiesAgreeType | null) => void) {
  const choose = (agreeType: CookiesAgreeType) => {
    const previous = state.agreeType;
    state.agreeType = agreeType;
    state.checked = checkedByAgreeType(agreeType);
    state.isChosenHere = true;
    state.isEditing = false;
    state.view = 'main';
    onChosen(agreeType, previous);
  };
  const close = () => {
    state.isEditing = false;
    state.view = 'main';
    state.checked = checkedByAgreeType(state.agreeType);
  };
  return {
    customize: () => void (state.view = 'customize'),
    /** Back to the main view; a reopened modal closes instead, keeping the stored choice. */
    back: () => (state.isEditing ? close() : void (state.view = 'main')),
    /** "Cookie settings": the customize view again, its switches as stored, so the choice can be changed or withdrawn. */
    reopen: () => {
      if (state.agreeType === null) return;
      state.checked = checkedByAgreeType(state.agreeType);
      state.view = 'customize';
      state.isEditing = true;
    },
    /** Closes a reopened modal without changing the choice (the first ask cannot be closed; CONSENT-005). */
    close: () => (state.isEditing ? close() : undefined),
    toggle: (type: ConsentType) => {
      if (type !== 'necessary') state.checked[type] = !state.checked[type];
    },
    /** Accept all: the type is `all` (CONSENT-007). */
    acceptAll: () => choose('all'),
    /** Accept the switched options: the type by the spec's rule (CONSENT-011 to CONSENT-014). */
    acceptSelected: () => choose(agreeTypeOf(draftOptions(state))),
    /** Only the necessary cookies: `disable`. */
    acceptNecessary: () => choose('disable'),
  };
}
export type ConsentActions = ReturnType<typeof consentActions>;
