/** The tech catalogue's screens inside the dashboard shell, served by the mock backend, in every state that differs. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend, backendWith, dashboardScreen, empty, failing, loading } from '../../../test/story-app';
import { RoutePage } from '../../infra/routing/route-page';
import { LanguagesPage } from './languages-page';
import { TechStacksPage } from './tech-stacks-page';
import { TechnologiesPage } from './technologies-page';

const Screen = dashboardScreen({
  'learning/languages': <LanguagesPage />,
  'learning/technologies': <TechnologiesPage />,
  'learning/tech-stacks': <TechStacksPage />,
  '*': <RoutePage pathname="/dashboard" />,
});
const LANGUAGES = '/dashboard/learning/languages';
const TECHNOLOGIES = '/dashboard/learning/technologies';
const STACKS = '/dashboard/learning/tech-stacks';
const LOADED = { timeout: 15_000 };

const meta = {
  title: 'Screens/Learning/Tech catalogue',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the languages with their courses; New, Edit and Delete; the catalogue's sections. */
export const Languages: Story = {
  render: () => <Screen role="admin" path={LANGUAGES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Programming languages' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Edit “/ }, LOADED)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Tech catalogue' })).toBeVisible();
  },
};

/** A teacher reads the technologies by category; no management actions. */
export const TechnologiesTeacher: Story = {
  render: () => <Screen role="teacher" path={TECHNOLOGIES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Technologies' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New technology' })).toBeNull();
  },
};

/** The tech stack form: its languages and technologies ticked, the name required. */
export const StackForm: Story = {
  render: () => <Screen role="admin" path={STACKS} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click((await page.findAllByRole('button', { name: 'New tech stack' }, LOADED))[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: 'New tech stack' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add tech stack' }, LOADED));
    await expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: backendWith(loading('listTechStacks')),
  render: () => <Screen role="admin" path={STACKS} />,
};

/** No tech stacks yet: management is offered New tech stack. */
export const Empty: Story = {
  parameters: backendWith(empty('listTechStacks')),
  render: () => <Screen role="admin" path={STACKS} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No tech stacks yet' }, LOADED)).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: backendWith(failing('listTechnologies')),
  render: () => <Screen role="admin" path={TECHNOLOGIES} />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, LOADED))[0]).toBeVisible();
  },
};
