// Drawn alike on both platforms (packages/ui-core). No card on the phone: the form fills the width under a compact
// heading, and its footer ("New here? Create an account") closes the screen, centred.
import { FormCardView, type FormCardProps, type FormCardSkin } from '@bf/ui-core/components/form-card';
export type { FormCardProps };

const SKIN: FormCardSkin = {
  heading: 'mb-5 text-2xl font-bold tracking-tight',
  form: 'flex flex-col gap-5',
  message: '-mx-4 bg-down/10 px-4 py-3 text-sm font-semibold text-fg',
  footer: 'mt-6 text-center text-[15px] text-muted',
  footerTag: 'footer',
};

/** A form screen on a phone: sign-in, registration, password recovery. */
export const FormCard = (props: FormCardProps) => <FormCardView {...props} skin={SKIN} />;
