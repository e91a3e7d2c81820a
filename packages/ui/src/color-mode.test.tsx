import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, colorModeScript, useColorMode } from './color-mode';
import { UiProvider } from './provider';

function Toggle() {
  const { colorMode, preference, toggleColorMode, setColorMode } = useColorMode();
  return (
    <>
      <p>
        mode: {colorMode}, choice: {preference}
      </p>
      <button onClick={toggleColorMode}>Toggle</button>
      <button onClick={() => setColorMode('system')}>Follow system</button>
    </>
  );
}

const html = document.documentElement;

describe('colour mode', () => {
  it("follows the system (light here) until the user chooses, then stores the choice in 'ujuzi-color-mode'", () => {
    render(
      <UiProvider>
        <Toggle />
      </UiProvider>,
    );
    expect(screen.getByText('mode: light, choice: system')).toBeTruthy();
    expect(html.classList.contains('light')).toBe(true);

    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(screen.getByText('mode: dark, choice: dark')).toBeTruthy();
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains('light')).toBe(false);
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    render(
      <UiProvider>
        <Toggle />
      </UiProvider>,
    );
    expect(screen.getByText('mode: dark, choice: dark')).toBeTruthy();
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('follows a dark operating system when the choice is system', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('dark'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(
      <UiProvider>
        <Toggle />
      </UiProvider>,
    );
    expect(screen.getByText('mode: dark, choice: system')).toBeTruthy();
    matchMedia.mockRestore();
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    render(
      <UiProvider defaultColorMode="light">
        <Toggle />
      </UiProvider>,
    );
    expect(screen.getByText('mode: light, choice: light')).toBeTruthy();
  });

  it('lets a forced mode win and does not store it', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    render(
      <UiProvider forcedColorMode="dark">
        <Toggle />
      </UiProvider>,
    );
    expect(html.classList.contains('dark')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('throws a clear error outside UiProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Toggle />)).toThrow('useColorMode must be used inside <UiProvider>.');
  });

  it('ships a pre-paint script that applies the stored mode', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    new Function(colorModeScript)();
    expect(html.classList.contains('dark')).toBe(true);
  });
});
