import { ChoiceGroup as Group, type ChoiceGroupProps } from '@bf/ui-core/auth/choice-group';
export type { ChoiceGroupProps };

/** Choices as cards, three to a row by default (packages/ui-core draws them). */
export const ChoiceGroup = <T extends string | number>({ columns = 3, ...props }: ChoiceGroupProps<T>) => <Group {...props} columns={columns} cardClassName="rounded-md px-3 py-2" />;
