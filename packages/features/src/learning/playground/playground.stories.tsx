/** The IDE playground inside the dashboard shell, served by the mock backend (msw), in every state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, failing } from '../../../test/story-app';
import { PlaygroundPage } from './playground-page';

const LOADED = { timeout: 15_000 };

const Dashboard = dashboardScreen({
  'courses/ide-playground': <PlaygroundPage />,
});

function Screen({ path, code }: { path: string; code?: string }) {
  return <Dashboard role="student" path={path} state={code === undefined ? undefined : { code }} />;
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
  parameters: backendWith(failing('executeIdeCode')),
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
