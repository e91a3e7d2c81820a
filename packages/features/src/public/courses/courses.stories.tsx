/** The course catalogue and a course's page in their states, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, failing, loading, signedInAs, StoryApp } from '../../../test/story-app';
import { CoursePage } from './course-page';
import { CoursesPage } from './courses-page';

const SLUG = 'full-stack-web-development-with-django-and-react';

const meta = {
  title: 'Screens/Public/Courses',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = (path = '/courses') => (
  <StoryApp path={path} routePath="/courses">
    <CoursesPage />
  </StoryApp>
);
const course = (slug = SLUG, signedIn = false) => (
  <StoryApp path={`/courses/${slug}`} routePath="/courses/:slug" signedIn={signedIn ? signedInAs('student') : undefined}>
    <CoursePage />
  </StoryApp>
);

export const Catalogue: Story = { render: () => catalogue() };

export const CatalogueOnAPhone: Story = { render: () => catalogue(), globals: { viewport: { value: 'mobile' } } };

export const CatalogueFiltered: Story = {
  render: () => catalogue('/courses?level=beginner&pricing=free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Level: Beginner')).toBeVisible();
  },
};

export const CatalogueSearch: Story = {
  render: () => catalogue(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search courses' }), 'data', { delay: 20 });
    await expect(await canvas.findByText(/courses? for “data”/)).toBeVisible();
  },
};

export const CatalogueLoading: Story = {
  parameters: backendWith(loading('listCourses')),
  render: () => catalogue(),
};

export const CatalogueEmpty: Story = { render: () => catalogue('/courses?q=cobol-for-astronauts') };

export const CatalogueError: Story = {
  parameters: backendWith(failing('listCourses')),
  render: () => catalogue(),
};

export const Course: Story = { render: () => course() };

export const CourseSignedIn: Story = { render: () => course(SLUG, true) };

export const FreeCourse: Story = { render: () => course('introduction-to-programming-with-python') };

export const CourseLoading: Story = {
  parameters: backendWith(loading('listCourses')),
  render: () => course(),
};

export const CourseNotFound: Story = { render: () => course('no-such-course') };

export const CourseError: Story = {
  parameters: backendWith(failing('listCourses')),
  render: () => course(),
};
