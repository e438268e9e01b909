import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from '@kit/components/theme-toggle.tsx';

type ThemeToggleProps = ComponentProps<typeof ThemeToggle>;

function Toggle(props: ThemeToggleProps) {
  const [theme, setTheme] = useState(props.theme);
  return (
    <ThemeToggle
      theme={theme}
      label={theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
      onToggle={() => { setTheme(theme === 'light' ? 'dark' : 'light'); props.onToggle(); }}
    />
  );
}

const meta = {
  title: 'Components/ThemeToggle',
  component: Toggle,
  args: { theme: 'light', label: 'Switch to dark theme', onToggle: () => {} },
  decorators: [(Story) => <div className="inline-flex bg-header p-3"><Story /></div>],
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the light theme it offers the dark one (a moon). */
export const Light: Story = {};
/** In the dark theme it offers the light one (a sun). */
export const Dark: Story = { args: { theme: 'dark', label: 'Switch to light theme' } };
