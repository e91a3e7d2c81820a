/** Light/dark colour mode: the user's choice in localStorage, applied as a class on <html>. */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/** A resolved colour mode. */
export type ColorMode = 'light' | 'dark';
/** What the user chose: a mode, or follow the operating system. */
export type ColorModePreference = ColorMode | 'system';

/** The localStorage key holding the user's choice. */
export const COLOR_MODE_STORAGE_KEY = 'ujuzi-color-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const isBrowser = typeof window !== 'undefined';
const useIsomorphicLayoutEffect = isBrowser ? useLayoutEffect : useEffect;

function readPreference(): ColorModePreference | undefined {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed iframe)
  }
}

function writePreference(preference: ColorModePreference): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // The choice still applies for this visit.
  }
}

const systemMode = (): ColorMode => (isBrowser && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light');

/** Puts `light` or `dark` on <html> (Chakra's colour-mode conditions key on it) and the matching color-scheme. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/**
 * An inline script for index.html that applies the stored mode before the first paint (no flash of the
 * wrong theme). Mirrors `readPreference` and `applyColorMode`.
 */
export const colorModeScript = `(function(){try{var p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');var d=p==='dark'||((!p||p==='system')&&matchMedia('${DARK_QUERY}').matches);var r=document.documentElement;r.classList.add(d?'dark':'light');r.style.colorScheme=d?'dark':'light';}catch(e){}})();`;

export interface ColorModeContextValue {
  /** The mode in effect now. */
  colorMode: ColorMode;
  /** The user's choice ('system' follows the operating system). */
  preference: ColorModePreference;
  /** Stores and applies a choice. Ignored while a mode is forced. */
  setColorMode: (preference: ColorModePreference) => void;
  /** Switches between light and dark. */
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export interface ColorModeProviderProps {
  children: ReactNode;
  /** Used when the user has not chosen yet. Defaults to 'system'. */
  defaultPreference?: ColorModePreference;
  /** Forces a mode and ignores the stored choice (Storybook's toolbar, screenshots, tests). */
  forcedColorMode?: ColorMode;
}

export function ColorModeProvider({ children, defaultPreference = 'system', forcedColorMode }: ColorModeProviderProps) {
  const [preference, setPreference] = useState<ColorModePreference>(
    () => (isBrowser ? readPreference() : undefined) ?? defaultPreference,
  );
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    if (!isBrowser || !window.matchMedia) return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const colorMode: ColorMode = forcedColorMode ?? (preference === 'system' ? system : preference);

  useIsomorphicLayoutEffect(() => {
    applyColorMode(colorMode);
  }, [colorMode]);

  const setColorMode = useCallback(
    (next: ColorModePreference) => {
      if (forcedColorMode) return;
      writePreference(next);
      setPreference(next);
    },
    [forcedColorMode],
  );

  const value = useMemo<ColorModeContextValue>(
    () => ({
      colorMode,
      preference: forcedColorMode ?? preference,
      setColorMode,
      toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [colorMode, forcedColorMode, preference, setColorMode],
  );

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The current colour mode and setters. Must be used inside `UiProvider`. */
export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <UiProvider>.');
  return context;
}
