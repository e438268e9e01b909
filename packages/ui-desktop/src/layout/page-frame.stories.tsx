import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { Button } from '../components/button.tsx';
import { CouponPanel } from './coupon-panel.tsx';
import { PageFrame } from './page-frame.tsx';
import { PageHeading } from './page-heading.tsx';
import * as headerStories from './site-header.stories.tsx';
import * as sideNavStories from './side-nav.stories.tsx';
import * as footerStories from './site-footer.stories.tsx';

const { SignedOut: Header } = composeStories(headerStories);
const { WithIcons: SideNav } = composeStories(sideNavStories);
const { Default: Footer } = composeStories(footerStories);

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLabel: 'Skip to content',
    header: <Header />,
    sidebar: <SideNav />,
    aside: <CouponPanel title="Bet slip" heading="Your bet slip is empty" text="Click on the odds to add selections to your bet slip." />,
    footer: <Footer />,
    children: (
      <>
        <PageHeading title="Football">32 events today</PageHeading>
        <div className="h-96 rounded-lg border border-dashed border-line bg-surface p-4 text-sm text-muted">Page content</div>
      </>
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, left column, content, bet slip column and footer. */
export const ThreeColumns: Story = {};
/** The player hid the right column: only its toggle stays. */
export const AsideHidden: Story = { args: { isAsideHidden: true, asideToggle: <Button variant="secondary" size="sm">Show bet slip</Button> } };
export const AsideShownWithToggle: Story = { args: { asideToggle: <Button variant="secondary" size="sm">Hide bet slip</Button> } };
/** Pages without a left column (account, static pages). */
export const ContentOnly: Story = { args: { sidebar: undefined, aside: undefined } };
