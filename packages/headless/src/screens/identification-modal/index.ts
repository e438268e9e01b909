// The identification modal (UCFG-036): face-id or an alternative provider, over a site without an identification page.
export { useIdentificationModalScreen, identificationModalModel } from './use-identification-modal-screen.ts';
export type { IdentificationModalModel, IdentificationModalInput, IdentificationPhase, IdentificationProviderChoice } from './use-identification-modal-screen.ts';
