import { fireEvent, render } from '@testing-library/react';
import { UiProvider } from '@ujuzi/ui';
import { describe, expect, it } from 'vitest';
import { RemoteImage } from './remote-image';

const renderImage = (src: string | null) =>
  render(
    <UiProvider resolveAssetUrl={(path) => `https://api.ujuzi.example${path}`}>
      <RemoteImage src={src} width={640} height={360} />
    </UiProvider>,
  );

describe('a picture from the API', () => {
  it('resolves a server path, reserves its space and loads lazily', () => {
    const { container } = renderImage('/media/covers/python.jpg');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://api.ujuzi.example/media/covers/python.jpg');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      '640',
      '360',
      'lazy',
    ]);
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('leaves no broken picture behind when it cannot be loaded', () => {
    const { container } = renderImage('/media/missing.jpg');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows nothing without a picture', () => {
    expect(renderImage(null).container.querySelector('img')).toBeNull();
  });
});
