import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { MobileFrame } from './mobile-frame.tsx';
import { PageHeading } from './page-heading.tsx';
import * as headerStories from './mobile-header.stories.tsx';
import * as tabsStories from './section-tabs.stories.tsx';
import * as footerStories from './mobile-footer.stories.tsx';
import * as bottomNavigationStories from './bottom-navigation.stories.tsx';

const { SignedOut: Header } = composeStories(headerStories);
const { Scrolling: Tabs } = composeStories(tabsStories);
const { Default: Footer } = composeStories(footerStories);
const { HomeActive: BottomNavigation } = composeStories(bottomNavigationStories);

const meta = {
  title: 'Layout/MobileFrame',
  component: MobileFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLabel: 'Skip to content',
    header: <Header />,
    tabs: <Tabs />,
    footer: <Footer />,
    bottomNavigation: <BottomNavigation />,
    children: (
      <>
        <PageHeading title="Football" />
        <div className="h-96 rounded-xl border border-dashed border-line bg-surface p-4 text-sm text-muted">Page content</div>
      </>
    ),
  },
} satisfies Meta<typeof MobileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, section chips, content, footer and the bottom bar. */
export const Full: Story = {};
/** Routes that hide the bottom bar and the chips (e.g. the bet slip page). */
export const WithoutBottomBar: Story = { args: { bottomNavigation: undefined, tabs: undefined } };
