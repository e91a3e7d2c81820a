import { screen } from '@testing-library/react';
import { useLocale } from 'react-aria';
import { describe, expect, it } from 'vitest';
import { useLocaleContext } from '@chakra-ui/react';
import { AriaLocale } from './components/aria-locale';
import { renderWithUi } from './test-utils';

function Locales() {
  const aria = useLocale();
  const chakra = useLocaleContext();
  return (
    <p>
      aria {aria.locale} / chakra {chakra.locale}
    </p>
  );
}

describe('UiProvider', () => {
  it('sets en-KE for Chakra, and for react-aria inside AriaLocale', () => {
    renderWithUi(
      <AriaLocale>
        <Locales />
      </AriaLocale>,
    );
    expect(screen.getByText('aria en-KE / chakra en-KE')).toBeTruthy();
  });

  it('leaves react-aria out of the start-up code: its locale comes with AriaLocale', () => {
    renderWithUi(<Locales />);
    expect(screen.getByText(/^aria (?!en-KE)/)).toBeTruthy();
  });

  it('renders the toaster region', () => {
    renderWithUi(<p>page</p>);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
