import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeResponsibleFixtures from '@bf/headless/screens/office-responsible/fixtures';
import { OfficeResponsibleView } from '@bf/screens/office-responsible-page';

const meta = { title: 'Screens/Office/Responsible gaming', component: OfficeResponsibleView, args: { model: officeResponsibleFixtures.withLimits } } satisfies Meta<typeof OfficeResponsibleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLimits: Story = {};
export const Loading: Story = { args: { model: officeResponsibleFixtures.loading } };
export const ConfirmingExclusion: Story = { args: { model: officeResponsibleFixtures.confirmingExclusion } };
export const Questionnaire: Story = { args: { model: officeResponsibleFixtures.questionnaire } };
