import type { MethodTabsModel } from '@bf/headless/screens/auth-form';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';
import { ChoiceGroup } from './choice-group.tsx';

/** The ways in: the registration types as two columns of cards a thumb can hit, the sign-in methods as tabs. */
export function MethodTabs({ tabs }: { tabs: MethodTabsModel }) {
  if (tabs.id === 'registration-type') return <ChoiceGroup legend={tabs.label} value={tabs.value} options={tabs.options} onChange={tabs.onChange} columns={2} />;
  return <SegmentedTabs {...tabs} />;
}
