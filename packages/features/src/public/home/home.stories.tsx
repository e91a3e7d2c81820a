/** The home page, whole and with failing or slow sections, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { delay, http, HttpResponse } from 'msw';
import { StoryApp } from '../../../test/story-app';
import { HomePage } from './home-page';

const backend = mockHandlers();
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

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
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/featured/', never),
        http.get('*/courses/tags/', never),
        http.get('*/courses/stats_summary/', never),
        http.get('*/community/articles/', never),
        ...backend,
      ],
    },
  },
};

export const SectionsFailing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/featured/', () => HttpResponse.json({}, { status: 503 })),
        http.get('*/community/articles/', () => HttpResponse.error()),
        ...backend,
      ],
    },
  },
};

export const NothingPublishedYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/courses/courses/featured/', () => HttpResponse.json([])),
        http.get('*/community/articles/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
        ...backend,
      ],
    },
  },
};
