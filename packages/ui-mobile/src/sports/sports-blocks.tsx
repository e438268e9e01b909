import type { ComponentProps } from 'react';
import * as Shared from '@bf/ui-core/sports/sports-blocks';

// Drawn once in @bf/ui-core; this platform's corners and button size.
export { SportsSection } from '@bf/ui-core/sports/sports-blocks';
export const ListMessage = (props: Omit<ComponentProps<typeof Shared.ListMessage>, 'className'>) => <Shared.ListMessage {...props} className="rounded-xl" />;
export const TextButton = (props: Omit<ComponentProps<typeof Shared.TextButton>, 'className'>) => <Shared.TextButton {...props} className="h-10 rounded-lg px-5" />;
