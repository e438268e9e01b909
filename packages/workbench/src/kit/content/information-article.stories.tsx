import type { Meta, StoryObj } from '@storybook/react-vite';
import { contacts, failed, inEnglish, loading } from '@bf/headless/screens/information/fixtures';
import { InformationArticle } from '@kit/content/information-article.tsx';

const meta = {
  title: 'Content/InformationArticle',
  component: InformationArticle,
  args: { model: contacts },
} satisfies Meta<typeof InformationArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {};
export const ShownInEnglish: Story = { args: { model: inEnglish } };
export const Loading: Story = { args: { model: loading } };
export const Failed: Story = { args: { model: failed } };
