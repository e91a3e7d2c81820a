// The build empties Chakra's recipe lists (vite.config.ts): it must still find them in Chakra's theme
// module, and what it leaves must export the same names.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { createSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chakraGlobalCssOnFirstRead,
  chakraGlobalsFromThePage,
  chakraThemeWithoutRecipeLists,
  englishIsLeftToRight,
} from '../vite.config';
import { PRERENDERED_GLOBALS_ATTRIBUTE, PRERENDERED_GLOBALS_SELECTOR } from './prerender/collected-styles';

const require = createRequire(import.meta.url);
const themeIndex = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'theme', 'index.js');
const systemModule = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

type Transform = (code: string, id: string) => { code: string } | undefined;
const transformOf = (plugin: Plugin) => plugin.transform as unknown as Transform;

describe("the build's Chakra theme transform", () => {
  it("empties the recipe lists of Chakra's theme module and keeps its exports", async () => {
    const code = await readFile(themeIndex, 'utf8');
    const result = transformOf(chakraThemeWithoutRecipeLists())(code, themeIndex);
    expect(result?.code).toContain('const recipes = {};');
    expect(result?.code).toContain('const slotRecipes = {};');
    expect(result?.code).not.toMatch(/from '\.\/(?:slot-)?recipes\.js'/);
    const exported = (text: string) => [...text.matchAll(/export \{([^}]*)\}/g)].map((match) => match[1]).join();
    expect(exported(result?.code ?? '')).toBe(exported(code));
  });

  it('leaves every other module alone', () => {
    expect(transformOf(chakraThemeWithoutRecipeLists())('export const x = 1;', '/src/app.tsx')).toBeUndefined();
  });

  it('fails the build when Chakra changes the module', () => {
    expect(() => transformOf(chakraThemeWithoutRecipeLists())('export {};', themeIndex)).toThrow(/no longer contains/);
  });
});

describe("the build's Chakra global-styles transform", () => {
  it('builds the global style sheet on first read, once, and the same sheet as before', async () => {
    const code = await readFile(systemModule, 'utf8');
    const result = transformOf(chakraGlobalCssOnFirstRead())(code, systemModule);
    expect(result?.code).not.toContain('const _global = [');
    expect(result?.code).toContain('get _global()');
    // The transformed module, evaluated next to the original, gives a system with the same sheet.
    const patched = join(dirname(systemModule), 'system.global-on-read.test-copy.mjs');
    const { writeFile, rm } = await import('node:fs/promises');
    await writeFile(patched, result?.code ?? '');
    try {
      const [{ createSystem: lazy }, { createSystem: eager }, { defaultConfig }] = await Promise.all([
        import(/* @vite-ignore */ patched),
        import(/* @vite-ignore */ systemModule),
        import('@chakra-ui/react'),
      ]);
      const lazySystem = (lazy as typeof createSystem)(defaultConfig);
      const first = lazySystem._global;
      expect(lazySystem._global).toBe(first);
      expect(first).toEqual((eager as typeof createSystem)(defaultConfig)._global);
    } finally {
      await rm(patched);
    }
  });

  it('fails the build when Chakra changes the module', () => {
    expect(() => transformOf(chakraGlobalCssOnFirstRead())('export {};', systemModule)).toThrow(/no longer contains/);
  });
});

describe("the build's right-to-left shortcut for English", () => {
  const isRtlModule = join(dirname(require.resolve('@zag-js/i18n-utils')), 'is-rtl.mjs');

  it('answers English locales without a likely-subtags lookup and every other locale as before', async () => {
    const code = await readFile(isRtlModule, 'utf8');
    const result = transformOf(englishIsLeftToRight())(code, isRtlModule);
    const patched = join(dirname(isRtlModule), 'is-rtl.english-ltr.test-copy.mjs');
    const { writeFile, rm } = await import('node:fs/promises');
    await writeFile(patched, result?.code ?? '');
    try {
      const [{ isRTL: shortcut }, { isRTL: original }] = (await Promise.all([
        import(/* @vite-ignore */ patched),
        import(/* @vite-ignore */ isRtlModule),
      ])) as [{ isRTL: (locale: string) => boolean }, { isRTL: (locale: string) => boolean }];
      for (const locale of ['en-KE', 'en', 'en-US', 'sw-KE', 'ar-EG', 'he', 'ur-PK', 'pa-Arab-PK', 'fa-IR'])
        expect(shortcut(locale), locale).toBe(original(locale));
    } finally {
      await rm(patched);
    }
  });

  it('fails the build when zag changes the module', () => {
    expect(() => transformOf(englishIsLeftToRight())('export {};', isRtlModule)).toThrow(/no longer contains/);
  });
});

describe("the build's use of the prerendered global styles", () => {
  const providerModule = join(dirname(systemModule), 'provider.js');

  /** The global style sheets emotion adds when the patched provider renders into a page (jsdom). */
  async function globalSheetsAdded(pageHasSheet: boolean, copy: string): Promise<number> {
    const code = await readFile(providerModule, 'utf8');
    const result = transformOf(chakraGlobalsFromThePage())(code, providerModule);
    const patched = join(dirname(providerModule), `provider.${copy}.test-copy.mjs`);
    const { writeFile, rm } = await import('node:fs/promises');
    await writeFile(patched, result?.code ?? '');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The prerendered page's global sheet, linked as a CSS file (collected-styles.ts).
    const prerendered = document.createElement('link');
    prerendered.rel = 'stylesheet';
    prerendered.setAttribute(PRERENDERED_GLOBALS_ATTRIBUTE, '');
    if (pageHasSheet) document.head.append(prerendered);
    try {
      const [{ ChakraProvider }, { createSystem: create, defaultConfig }, { createRoot }, { act, createElement }] =
        await Promise.all([
          import(/* @vite-ignore */ patched) as Promise<{
            ChakraProvider: (props: { value: object; children?: ReactNode }) => ReactNode;
          }>,
          import('@chakra-ui/react'),
          import('react-dom/client'),
          import('react'),
        ]);
      const before = document.querySelectorAll('style[data-emotion*="-global"]').length;
      const container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      await act(async () => root.render(createElement(ChakraProvider, { value: create(defaultConfig) }, 'page')));
      const added = document.querySelectorAll('style[data-emotion*="-global"]').length - before;
      await act(async () => root.unmount());
      container.remove();
      return added;
    } finally {
      prerendered.remove();
      await rm(patched);
    }
  }

  it('looks for the sheets the prerender marks', async () => {
    const code = await readFile(providerModule, 'utf8');
    expect(transformOf(chakraGlobalsFromThePage())(code, providerModule)?.code).toContain(
      JSON.stringify(PRERENDERED_GLOBALS_SELECTOR),
    );
  });

  it('renders no <Global> where the page carries the sheet, and renders it as before elsewhere', async () => {
    expect(await globalSheetsAdded(true, 'with-sheet')).toBe(0);
    expect(await globalSheetsAdded(false, 'without-sheet')).toBeGreaterThan(0);
  });

  it('fails the build when Chakra changes the module', () => {
    expect(() => transformOf(chakraGlobalsFromThePage())('export {};', providerModule)).toThrow(/no longer contains/);
  });
});
