/** Marking modules complete for a learner, on a course's learning analytics page, served by the mock backend. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, dashboardScreen } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { CourseAnalyticsPage } from '../analytics/course/course-analytics-page';

const Screen = dashboardScreen({
  'learning/analytics/courses/:id': <CourseAnalyticsPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Learning/Mark modules complete',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A learner and a module chosen: the confirmation names the learner and counts the modules. */
export const Confirming: Story = {
  render: () => <Screen role="admin" path="/dashboard/learning/analytics/courses/1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const learner = await canvas.findByRole('combobox', { name: 'Learner' }, LOADED);
    await waitFor(() => expect(within(learner).getAllByRole('option').length).toBeGreaterThan(1), LOADED);
    const choices = within(learner).getAllByRole('option');
    await userEvent.selectOptions(learner, choices[choices.length - 1] as HTMLOptionElement);
    // The checkbox's input is visually hidden: a user clicks its label.
    const box = (await canvas.findAllByRole('checkbox', undefined, LOADED))[0] as HTMLElement;
    await userEvent.click(box.closest('label') ?? box);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark complete' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: /^Mark 1 module complete for / });
    await waitFor(() => expect(dialog).toBeVisible(), LOADED);
  },
};
