import { IdentificationChoices as Choices } from '@bf/ui-core/office/identification-choices';
import type { IdentificationProviderChoice } from '@bf/headless/screens/identification-modal';

/** The identification providers one under the other: full-width buttons, 48 px at least, name and hint (UCFG-036). */
export const IdentificationChoices = (props: { providers: IdentificationProviderChoice[]; loading: string | null; className?: string }) => (
  <Choices {...props} skin={{ status: 'text-base', list: 'flex flex-col gap-2', button: 'min-h-12 gap-0.5 px-4 py-3 active:border-accent', label: 'text-base', hint: 'text-sm' }} />
);
