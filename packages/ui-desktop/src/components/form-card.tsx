// Drawn alike on both platforms (packages/ui-core); a card on desktop.
import { FormCardView, type FormCardProps, type FormCardSkin } from '@bf/ui-core/components/form-card';
export type { FormCardProps };

const SKIN: FormCardSkin = {
  section: 'mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm',
  heading: 'mb-4 text-xl font-bold',
  form: 'flex flex-col gap-4',
  message: 'rounded-md border-l-4 border-down bg-down/10 px-3 py-2 text-sm font-semibold text-fg',
  footer: 'mt-4 border-t border-line pt-4 text-sm text-muted',
  footerTag: 'div',
};

/** A titled form card: sign-in, registration, password recovery. */
export const FormCard = (props: FormCardProps) => <FormCardView {...props} skin={SKIN} />;
