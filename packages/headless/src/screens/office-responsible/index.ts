// The office's responsible-gaming page (spec: auth-limits-accounts-config.md §3, §4, §5, §7, §8; S1 §2 office routes).
export { useOfficeResponsibleScreen, officeResponsibleModel, parseLimitValue, selfExcludeReasonsKey } from './use-office-responsible-screen.ts';
export type { OfficeResponsibleModel, OfficeResponsibleInput, LimitRowModel, LimitSectionModel, ExclusionModel, ExclusionDraft, ResponsibleAction, QuestionnaireModel, QuestionnaireDraft } from './use-office-responsible-screen.ts';
export * as officeResponsibleFixtures from './fixtures.ts';
