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
}

/** A fresh consent store (one per render root), from the stored choice read in the browser. */
export function createConsentStore(agreeType: CookiesAgreeType | null = null): ConsentState {
  return proxy<ConsentState>({ agreeType, view: 'main', checked: checkedByAgreeType(agreeType), isChosenHere: false });
}

/** The options as the rule sees them: necessary checked and locked, the others as switched. */
export function draftOptions(state: Pick<ConsentState, 'checked'>) {
  return [
    { cookiesType: 'necessary' as const, checked: true, disabled: true },
    { cookiesType: 'functionality' as const, checked: state.checked.functionality, disabled: false },
    { cookiesType: 'marketing' as const, checked: state.checked.marketing, disabled: false },
  ];
}

/** The modal's actions over a store; `onChosen` stores the choice (cookie, agree time). */
export function consentActions(state: ConsentState, onChosen: (agreeType: CookiesAgreeType) => void) {
  const choose = (agreeType: CookiesAgreeType) => {
    state.agreeType = agreeType;
    state.checked = checkedByAgreeType(agreeType);
    state.isChosenHere = true;
    state.view = 'main';
    onChosen(agreeType);
  };
  return {
    customize: () => void (state.view = 'customize'),
    back: () => void (state.view = 'main'),
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
