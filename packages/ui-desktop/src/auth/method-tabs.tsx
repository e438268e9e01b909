import type { MethodTabsModel } from '@bf/headless/screens/auth-form';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';

/** The ways in (sign-in methods, registration types) as one row of tabs over the form card. */
export function MethodTabs({ tabs }: { tabs: MethodTabsModel }) {
  return <SegmentedTabs {...tabs} />;
}
