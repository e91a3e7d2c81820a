/** The one provider every Ujuzi app, story and component test renders inside. */
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@ujuzi/domain';
import { AssetUrlProvider, type ResolveAssetUrl } from './asset-url';
import { ColorModeProvider, type ColorMode, type ColorModePreference } from './color-mode';
import { LinkProvider, type LinkComponent } from './components/link/link-context';
import { Toaster } from './components/toast/toast';
import { getSystem } from './theme';

export interface UiProviderProps {
  children: ReactNode;
  /** Forces light or dark (Storybook's toolbar, screenshots); otherwise the stored choice or the OS setting applies. */
  forcedColorMode?: ColorMode;
  /** The mode used before the user chooses one. Defaults to 'system'. */
  defaultColorMode?: ColorModePreference;
  /** The router's link, so `<Link href>` navigates in-app (see UI-CONVENTIONS.md). Defaults to a plain <a>. */
  linkComponent?: LinkComponent;
  /** Turns server-relative picture paths ('/media/…') into URLs, for Avatar and images. */
  resolveAssetUrl?: ResolveAssetUrl;
  /** Locale for dates and numbers; the specs fix en-KE. */
  locale?: string;
}

/** Chakra with Ujuzi's system, colour modes, en-KE locale (Chakra's; react-aria's through AriaLocale), router links and the toaster. */
export function UiProvider({
  children,
  forcedColorMode,
  defaultColorMode,
  linkComponent,
  resolveAssetUrl,
  locale = DEFAULT_LOCALE,
}: UiProviderProps) {
  let content = linkComponent ? <LinkProvider component={linkComponent}>{children}</LinkProvider> : children;
  if (resolveAssetUrl) content = <AssetUrlProvider resolve={resolveAssetUrl}>{content}</AssetUrlProvider>;
  return (
    <ChakraProvider value={getSystem()}>
      <ColorModeProvider forcedColorMode={forcedColorMode} defaultPreference={defaultColorMode}>
        <LocaleProvider locale={locale}>
          {content}
          <Toaster />
        </LocaleProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

export { useColorMode, type ColorMode, type ColorModePreference, type ColorModeContextValue } from './color-mode';
