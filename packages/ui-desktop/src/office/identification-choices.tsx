import { IdentificationChoices as Choices } from '@bf/ui-core/office/identification-choices';
import type { IdentificationProviderChoice } from '@bf/headless/screens/identification-modal';

/** The identification providers side by side: each a button with the provider's name and what it asks (UCFG-036). */
export const IdentificationChoices = (props: { providers: IdentificationProviderChoice[]; loading: string | null; className?: string }) => (
  <Choices {...props} skin={{ status: 'text-sm', list: 'grid grid-cols-2 gap-3', button: 'h-full gap-1 p-3 transition-colors hover:border-accent aria-busy:border-accent', label: 'text-sm', hint: 'text-xs' }} />
);
