import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOADING_MESSAGES } from './loading-messages';
import { LoadingScreen, LoadingView } from './loading-view';

/** True when a `prefers-reduced-motion: reduce` rule in the page sets `animation: none` on the element. */
function reducedMotionStopsAnimation(element: Element): boolean {
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText) && inner.style.animationName === 'none')
          return true;
      }
    }
  }
  return false;
}

const meta = {
  title: 'Components/LoadingView',
  component: LoadingView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initializing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(LOADING_MESSAGES.initializing);
    // Five dots, 0.2 s apart, each on a 1.5 s loop.
    const dots = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="loading-dots"] > *'));
    await expect(dots.map((dot) => getComputedStyle(dot).animationDelay)).toEqual(['0s', '0.2s', '0.4s', '0.6s', '0.8s']);
    await expect(dots.every((dot) => getComputedStyle(dot).animationDuration === '1.5s')).toBe(true);
    // Under prefers-reduced-motion the dots' animation is switched off.
    await expect(dots.every((dot) => reducedMotionStopsAnimation(dot))).toBe(true);
    // The counter ticks.
    await waitFor(() => expect(canvas.getByText('Time elapsed:').parentElement).toHaveTextContent('1s'), { timeout: 2_000 });
  },
};

/** Started 6 s ago: past the 5 s threshold. (`startedAt` is set when the story renders, so the time is real.) */
export const Processing: Story = {
  beforeEach: ({ args }) => {
    args.startedAt = Date.now() - 6_000;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(LOADING_MESSAGES.processing);
  },
};

/** Started 9 s ago: the extra note shows. */
export const TakingLonger: Story = {
  beforeEach: ({ args }) => {
    args.startedAt = Date.now() - 9_000;
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status')[0];
    await expect(status).toHaveTextContent(LOADING_MESSAGES.processing);
    await expect(status).toHaveTextContent(LOADING_MESSAGES.slowNote);
  },
};

/** Started 11 s ago. */
export const AlmostThere: Story = {
  beforeEach: ({ args }) => {
    args.startedAt = Date.now() - 11_000;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(LOADING_MESSAGES.almostThere);
  },
};

/** Inside a section rather than the whole viewport. The dots stand still under prefers-reduced-motion. */
export const InASection: Story = { args: { fullPage: false } };

export const DarkMode: Story = { ...TakingLonger, globals: { colorMode: 'dark' } };

const onRefresh = fn();

/** The route guard's screen, 6 s into the wait: the hint and a refresh button. */
export const GuardScreenSlow: Story = {
  render: () => <LoadingScreen startedAt={Date.now() - 6_000} onRefresh={onRefresh} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LOADING_MESSAGES.slowLoadHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh page' }));
    await expect(onRefresh).toHaveBeenCalled();
  },
};

export const GuardScreenFresh: Story = {
  render: () => <LoadingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(LOADING_MESSAGES.slowLoadHint)).toBeNull();
  },
};
