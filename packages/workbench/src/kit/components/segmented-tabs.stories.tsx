import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentedTabs, type SegmentedTabsProps } from '@kit/components/segmented-tabs.tsx';

type Method = 'email' | 'phone' | 'sms';

function Tabs(props: SegmentedTabsProps<Method>) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="max-w-md">
      <SegmentedTabs {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Components/SegmentedTabs',
  component: Tabs,
  args: {
    label: 'Sign in with',
    value: 'email',
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'phone', label: 'Phone' },
      { value: 'sms', label: 'SMS code' },
    ],
    onChange: () => {},
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChosen: Story = {};
export const LastChosen: Story = { args: { value: 'sms' } };
export const TwoOptions: Story = { args: { label: 'Coupon type', options: [{ value: 'email', label: 'Single' }, { value: 'phone', label: 'Accumulator' }] } };
