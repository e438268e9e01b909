// Drawn alike on both platforms (packages/ui-core); the kit adds the arrow-key behaviour from headless.
import { useRovingFocus } from '@bf/headless/interactions';
import { SegmentedTabsView, type SegmentedTabsProps } from '@bf/ui-core/components/segmented-tabs';
export type { SegmentedTabsProps };

export function SegmentedTabs<T extends string>(props: SegmentedTabsProps<T>) {
  const roving = useRovingFocus<HTMLDivElement>({ keys: props.options.map((option) => option.value), current: props.value, onMove: (key) => props.onChange(key as T) });
  return <SegmentedTabsView {...props} roving={roving} />;
}
