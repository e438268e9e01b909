import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSelect, type LanguageSelectProps } from '@kit/components/language-select.tsx';

function Select(props: LanguageSelectProps) {
  const [value, setValue] = useState(props.value);
  return <LanguageSelect {...props} value={value} onChange={(code) => { setValue(code); props.onChange(code); }} />;
}

const meta = {
  title: 'Components/LanguageSelect',
  component: Select,
  args: {
    label: 'Language',
    value: 'en',
    options: [
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
      { code: 'ru', label: 'Русский' },
      { code: 'kk', label: 'Қазақша' },
    ],
    onChange: () => {},
  },
  // It lives in the dark header bar.
  decorators: [(Story) => <div className="inline-flex bg-header p-3"><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { args: { value: 'de' } };
