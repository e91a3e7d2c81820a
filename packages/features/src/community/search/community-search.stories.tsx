/** Community search: trending and latest before a search, matches with the words marked, none, a failure. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answering, backend, backendWith, dashboardScreen, failing } from '../../../test/story-app';
import { CommunitySearchPage } from './community-search-page';

const Screen = dashboardScreen({ 'community/search': <CommunitySearchPage /> });
const PATH = '/dashboard/community/search';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Community/Search',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No query yet: what is trending this week and the latest topics and articles. */
export const Discover: Story = {
  render: () => <Screen role="student" path={PATH} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Latest articles' }, LOADED)).toBeVisible();
  },
};

export const Matches: Story = {
  render: () => <Screen role="student" path={`${PATH}?q=mpesa`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/matches? for “mpesa”/, undefined, LOADED)).toBeVisible();
    await expect(canvasElement.querySelector('mark')).not.toBeNull();
  },
};

export const NoMatches: Story = {
  render: () => <Screen role="student" path={`${PATH}?q=cobol`} />,
  parameters: backendWith(answering('searchCommunity', { query: 'cobol', total: 0, topics: [], articles: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing matches “cobol”' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  render: () => <Screen role="student" path={`${PATH}?q=mpesa`} />,
  parameters: backendWith(failing('searchCommunity')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Try again/ }, LOADED)).toBeVisible();
  },
};
