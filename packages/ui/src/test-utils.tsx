/** Helpers for component tests: render inside UiProvider, with user-event ready. */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { UiProvider, type UiProviderProps } from './provider';

export interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Props for the surrounding UiProvider (e.g. forcedColorMode, linkComponent). */
  provider?: Omit<UiProviderProps, 'children'>;
}

/** Renders `ui` inside UiProvider and returns the render result plus a user-event instance. */
export function renderWithUi(
  ui: ReactElement,
  { provider, ...options }: RenderWithUiOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <UiProvider {...provider}>{children}</UiProvider>,
    ...options,
  });
  return { ...result, user };
}
