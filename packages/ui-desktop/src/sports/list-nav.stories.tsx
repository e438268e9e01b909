import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs, ListPaging } from './list-nav.tsx';

const meta = {
  title: 'Sports/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { key: 'section', label: 'Line', href: '/en/home/line', isCurrent: false },
      { key: 'sport', label: 'Football', href: '/en/home/line/football', isCurrent: false },
      { key: 'region', label: 'Spain', href: '/en/home/line/football#country-ES', isCurrent: false },
      { key: 'champ', label: 'Spain. La Liga', href: '/en/home/line/football/1/202-spain-la-liga', isCurrent: true },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChampionshipTrail: Story = {};
export const PagingWithMore: Story = { render: () => <ListPaging status="Showing 50 of 255 events" more={{ label: 'Show 50 more', isBusy: false, onPress: () => undefined }} /> };
export const PagingAllShown: Story = { render: () => <ListPaging status="Showing 255 of 255 events" /> };
