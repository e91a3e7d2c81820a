import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { joinBaseUrl } from '../../asset-url';
import { renderWithUi } from '../../test-utils';
import { Avatar } from './avatar';

const imageSrc = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');

describe('Avatar', () => {
  it('is an image named after the person, with initials as the fallback', () => {
    renderWithUi(<Avatar name="Wanjiku Kamau" />);
    expect(screen.getByRole('img', { name: 'Wanjiku Kamau' })).toBeTruthy();
    expect(screen.getByText('WK')).toBeTruthy();
  });

  it('uses single-name initials', () => {
    renderWithUi(<Avatar name="otieno" />);
    expect(screen.getByText('O')).toBeTruthy();
  });

  it('keeps absolute picture URLs as they are', () => {
    const { container } = renderWithUi(<Avatar name="A B" src="https://cdn.example.com/a.jpg" resolveUrl={() => 'wrong'} />);
    expect(imageSrc(container)).toBe('https://cdn.example.com/a.jpg');
  });

  it('resolves server-relative paths with the prop, else with UiProvider', () => {
    const { container, unmount } = renderWithUi(
      <Avatar name="A B" src="/media/a.jpg" resolveUrl={joinBaseUrl('https://api.ujuzi.example/')} />,
    );
    expect(imageSrc(container)).toBe('https://api.ujuzi.example/media/a.jpg');
    unmount();
    const second = renderWithUi(<Avatar name="A B" src="media/b.jpg" />, {
      provider: { resolveAssetUrl: joinBaseUrl('https://api.ujuzi.example') },
    });
    expect(imageSrc(second.container)).toBe('https://api.ujuzi.example/media/b.jpg');
  });

  it('hides from screen readers when decorative', () => {
    renderWithUi(<Avatar name="Wanjiku Kamau" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('caps its badge at 9 and reads the real count', () => {
    renderWithUi(<Avatar name="Wanjiku Kamau" badgeCount={23} />);
    expect(screen.getByText('9')).toBeTruthy();
    expect(screen.getByText('23 unread notifications')).toBeTruthy();
  });
});
