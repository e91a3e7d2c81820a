/** Manage courses' Import courses dialog, served by the mock backend (msw): the form and the outcome with bad rows. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { backend, StoryApp, signedInAs } from '../../../test/story-app';
import { CourseImportDialog, ImportOutcome } from './course-import-dialog';

const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Courses/Manage courses/Import courses',
  parameters: { msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: () => (
    <StoryApp path="/" signedIn={signedInAs('teacher')}>
      <main>
        <CourseImportDialog />
      </main>
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import courses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import courses' }, LOADED));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    // Said at the field and in the form's hidden announcement.
    await expect(
      (await dialog.findAllByText('Choose a course export file to import.', undefined, LOADED)).length,
    ).toBeGreaterThan(0);
  },
};

/** What an import of a CSV with one good and two bad rows answers. */
export const Outcome: Story = {
  render: () => (
    <StoryApp path="/" signedIn={signedInAs('teacher')}>
      <main>
        <ImportOutcome
          result={{
            success: true,
            message: '1 course imported as drafts, 2 skipped.',
            imported_count: 1,
            updated_count: 0,
            skipped_count: 2,
            courses: [{ id: 90, slug: 'go-for-apis', title: 'Go for APIs' }],
            errors: [
              { row: 3, field: 'title', message: 'This field is required.' },
              { row: 4, field: 'level', message: '"expert-plus" is not a valid choice.' },
            ],
          }}
        />
      </main>
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '2 problems in the file' })).toBeVisible();
  },
};
