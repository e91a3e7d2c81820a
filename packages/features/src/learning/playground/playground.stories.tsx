/** The IDE playground inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp, signedInAs } from '../../../test/story-app';
import { DashboardShell } from '../../shell/dashboard-shell';
import { PlaygroundPage } from './playground-page';

const backend = mockHandlers();
const LOADED = { timeout: 15_000 };

function Screen({ path, code }: { path: string; code?: string }) {
  return (
    <StoryApp
      path={path}
      signedIn={signedInAs('student')}
      state={code === undefined ? undefined : { code }}
      routes={
        <Route path="/dashboard" element={<DashboardShell />}>
          <Route path="courses/ide-playground" element={<PlaygroundPage />} />
        </Route>
      }
    >
      <p>Signed out</p>
    </StoryApp>
  );
}

const PATH = '/dashboard/courses/ide-playground';

const meta = {
  title: 'Screens/Learning/IDE Playground',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Python, the default language, with its sample program. */
export const Default: Story = { render: () => <Screen path={PATH} /> };

/** A lesson's "Try it" snippet, run: the output below the editor. */
export const RunOutput: Story = {
  render: () => <Screen path={`${PATH}?language=javascript`} code={'console.log(6 * 7)\n'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Code (JavaScript)' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const output = await canvas.findByTestId('run-output', {}, LOADED);
    await expect(within(output).getByLabelText('Program output (stdout)')).toHaveTextContent('42');
    await expect(await canvas.findByRole('region', { name: 'Runs in this session' })).toBeVisible();
  },
};

export const CompilationError: Story = {
  render: () => <Screen path={`${PATH}?language=c`} code={'int main(void) {\n  printf("hi");\n'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Code (C)' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByText('Compilation error', {}, LOADED)).toBeVisible();
  },
};

export const RuntimeError: Story = {
  render: () => <Screen path={`${PATH}?language=javascript`} code={'const user = null;\nconsole.log(user.name);\n'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Code (JavaScript)' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByText('Runtime error', {}, LOADED)).toBeVisible();
  },
};

/** The code runner fails: the error with Retry, the code untouched. */
export const RunFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/learning/ide/execute-code/', () =>
          HttpResponse.json({ detail: 'Server error. Please try again later.' }, { status: 500 }),
        ),
        ...backend,
      ],
    },
  },
  render: () => <Screen path={`${PATH}?language=javascript`} code={'console.log(6 * 7)\n'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Code (JavaScript)' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(await canvas.findByText('The code could not be run', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A language the playground does not run: plain text, downloaded as .txt, Run disabled. */
export const UnknownLanguage: Story = { render: () => <Screen path={`${PATH}?language=cobol`} /> };

export const DarkMode: Story = { render: () => <Screen path={`${PATH}?language=go`} />, globals: { colorMode: 'dark' } };
