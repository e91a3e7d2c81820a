/**
 * react-aria's locale for the components built on its hooks: the locale Chakra has (en-KE).
 * Not part of UiProvider on purpose: react-aria's i18n module reads the browser's locales when it is
 * first evaluated (~50 ms on a slow phone), a cost only the screens that use react-aria should pay.
 */
import { useLocaleContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';

export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocaleContext();
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
