/** The home page, whole and with failing or slow sections, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answering, backend, backendWith, empty, failing, loading, StoryApp, unreachable } from '../../../test/story-app';
import { HomePage } from './home-page';

const meta = {
  title: 'Screens/Public/Home',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
  render: () => (
    <StoryApp path="/" routePath="/">
      <HomePage />
    </StoryApp>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const OnAPhone: Story = { globals: { viewport: { value: 'mobile' } } };

export const Loading: Story = {
  parameters: backendWith(
    loading('listFeaturedCourses'),
    loading('listCourseTags'),
    loading('getCourseStatsSummary'),
    loading('listCommunityArticles'),
  ),
};

export const SectionsFailing: Story = {
  parameters: backendWith(failing('listFeaturedCourses', 503), unreachable('listCommunityArticles')),
};

export const NothingPublishedYet: Story = {
  parameters: backendWith(answering('listFeaturedCourses', []), empty('listCommunityArticles')),
};
