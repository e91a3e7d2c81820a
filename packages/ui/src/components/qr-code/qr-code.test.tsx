import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { QrCode, qrPath } from './qr-code';

describe('qrPath', () => {
  it('draws a version-1 code (21 modules) plus a 4-module quiet zone for a short text', () => {
    const { size, path } = qrPath('HELLO');
    expect(size).toBe(21 + 8);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the top-left finder pattern starts dark
  });

  it('grows with the data, encodes UTF-8 and differs per value', () => {
    expect(qrPath('https://ujuzi.example/profile/' + 'a'.repeat(60)).size).toBeGreaterThan(29);
    expect(qrPath('Wanjikũ — café').path).not.toBe(qrPath('Wanjiku - cafe').path);
  });
});

describe('QrCode', () => {
  it('is an image named by its label, with the label as caption', () => {
    renderWithUi(<QrCode value="https://ujuzi.example/profile/abc" label="Scan to view my profile" size={160} />);
    const image = screen.getByRole('img', { name: 'Scan to view my profile' });
    expect(image.getAttribute('width')).toBe('160px');
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath('https://ujuzi.example/profile/abc').path);
    expect(screen.getByText('Scan to view my profile').tagName).toBe('FIGCAPTION');
  });

  it('can hide the caption and keep the name', () => {
    renderWithUi(<QrCode value="x" label="Certificate check" hideLabel />);
    expect(screen.getByRole('img', { name: 'Certificate check' })).toBeTruthy();
    expect(screen.queryByText('Certificate check')).toBeNull();
  });
});
