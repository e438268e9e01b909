export { useInformationScreen } from './use-information-screen.ts';
export { informationModel, contentSlugOf, contentHref } from './information-model.ts';
export type { InformationModel, InformationBlockModel, InformationRunModel } from './information-model.ts';
