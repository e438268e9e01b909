import type { SocialModel } from '@bf/headless/screens/auth-form';
import { SocialButtons as Row } from '@bf/ui-core/auth/social-buttons';
/** The row as the form's model gives it: the heading, each network (its label, accessible name, press), busy. */
export type SocialButtonsProps = SocialModel;

/** A row of social network buttons, 40 px tall. */
export const SocialButtons = (props: SocialButtonsProps) => <Row {...props} buttonClassName="h-10 gap-2 rounded-md" />;
