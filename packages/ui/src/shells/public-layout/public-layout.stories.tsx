import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { StoryRouter } from '../story-router';
import { PublicLayout, type PublicLayoutProps } from './public-layout';
import { SAMPLE_SITE } from './public-layout.fixtures';

const onLogout = fn();

function NewsletterForm() {
  return (
    <Stack as="form" gap="2" aria-label="Newsletter signup" onSubmit={(event) => event.preventDefault()}>
      <Text textStyle="sm" color="fg.muted">
        New courses and articles, once a week.
      </Text>
      <HStack align="flex-end" gap="2">
        <Box flex="1">
          <TextField label="Email address" hideLabel type="email" name="email" placeholder="you@example.com" />
        </Box>
        <Button type="submit">Subscribe</Button>
      </HStack>
    </Stack>
  );
}

function Page({ path }: { path: string }) {
  return (
    <Container maxW="content" py={{ base: '10', md: '16' }}>
      <Stack gap="4" maxW="prose">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
          Learn tech skills that get you hired
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          Web development, data science and more, taught by practitioners in Nairobi. (Page: {path})
        </Text>
      </Stack>
    </Container>
  );
}

function Site({ loggedIn = false, path = '/' }: { loggedIn?: boolean; path?: string }) {
  return (
    <StoryRouter initialPath={path}>
      {(currentPath) => (
        <PublicLayout
          currentPath={currentPath}
          loggedIn={loggedIn}
          onLogout={onLogout}
          site={SAMPLE_SITE}
          newsletter={<NewsletterForm />}
        >
          <Page path={currentPath} />
        </PublicLayout>
      )}
    </StoryRouter>
  );
}

const meta = {
  title: 'Shells/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/', loggedIn: false, onLogout, site: SAMPLE_SITE, children: null } satisfies PublicLayoutProps,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  render: () => <Site />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Courses' }));
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  render: () => <Site loggedIn path="/articles" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  render: () => <Site path="/courses" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const MobileMenu: Story = {
  render: () => <Site path="/about" loggedIn />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('/courses');
  },
};

/** The menu's code arrives on demand; opening it still moves focus in, and Escape gives focus back to the button. */
export const MobileMenuKeyboard: Story = {
  render: () => <Site path="/courses" />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    // Visible once the slide-in has started.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Get Started' })).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const DarkDesktop: Story = {
  render: () => <Site loggedIn path="/courses" />,
  globals: { colorMode: 'dark', viewport: { value: 'desktop' } },
};

export const DarkMobile: Story = { render: () => <Site />, globals: { colorMode: 'dark', viewport: { value: 'mobile' } } };
