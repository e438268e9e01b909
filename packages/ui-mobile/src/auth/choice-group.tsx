import { ChoiceGroup as Group, type ChoiceGroupProps } from '@bf/ui-core/auth/choice-group';
export type { ChoiceGroupProps };

/** Choices as full-width cards, one to a row by default, 12 px tall padding for touch (packages/ui-core draws them). */
export const ChoiceGroup = <T extends string | number>(props: ChoiceGroupProps<T>) => <Group {...props} cardClassName="rounded-lg px-2 py-3" />;
