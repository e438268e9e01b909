// Share an idea (spec: S1 §2 office route share-idea).
export { useOfficeShareIdeaScreen, officeShareIdeaModel, checkIdea, initialShareIdeaState } from './use-office-share-idea-screen.ts';
export type { OfficeShareIdeaModel, OfficeShareIdeaInput, ShareIdeaState, IdeaDraft } from './use-office-share-idea-screen.ts';
export * as officeShareIdeaFixtures from './fixtures.ts';
