import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs, ListPaging } from './list-nav.tsx';

const meta = {
  title: 'Sports/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [(Story) => <div className="w-[390px] px-3">{Story()}</div>],
  args: {
    label: 'Breadcrumb',
    items: [
      { key: 'section', label: 'Live', href: '/en/home/live', isCurrent: false },
      { key: 'sport', label: 'Tennis', href: '/en/home/live/tennis', isCurrent: false },
      { key: 'region', label: 'International', href: '/en/home/live/tennis#country-intl', isCurrent: false },
      { key: 'champ', label: 'ATP Finals. Turin', href: '/en/home/live/tennis/4/404-atp-finals-turin', isCurrent: false },
      { key: 'game', label: 'Carlos Alcaraz – Jannik Sinner', href: '/en/home/live/tennis/4/404-atp-finals-turin/501', isCurrent: true },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollingTrail: Story = {};
export const NextPage: Story = { render: () => <ListPaging status="Showing 100 of 255 events" more={{ label: 'Show 50 more', isBusy: false, onPress: () => undefined }} /> };
export const LoadingNextPage: Story = { render: () => <ListPaging status="Showing 100 of 255 events" more={{ label: 'Show 50 more', isBusy: true, onPress: () => undefined }} /> };
