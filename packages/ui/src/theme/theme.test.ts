import { describe, expect, it } from 'vitest';
import { BREAKPOINT_PX, getSystem } from './index';
import { scales } from './palette';
import { semanticColors, type ColorRef } from './semantic-tokens';

const system = getSystem();

const hex = (ref: ColorRef): string => {
  if (ref === 'white') return '#ffffff';
  const [name, step] = ref.split('.') as [keyof typeof scales, string];
  return (scales[name] as Record<string, string>)[step] ?? '';
};

const luminance = (color: string): number => {
  const channels = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: ColorRef, b: ColorRef): number => {
  const [high, low] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const modes = ['light', 'dark'] as const;
const AA = 4.5;

describe('theme colours', () => {
  it("uses Ujuzi's brand green as the primary solid colour", () => {
    expect(semanticColors.brand.solid && hex(semanticColors.brand.solid.light)).toBe('#0b6e4f');
  });

  describe.each(modes)('%s mode', (mode) => {
    const c = (group: keyof typeof semanticColors, key: string): ColorRef => {
      const value = (semanticColors[group] as Record<string, { light: ColorRef; dark: ColorRef }>)[key];
      if (!value) throw new Error(`no token ${group}.${key}`);
      return value[mode];
    };

    it.each(['DEFAULT', 'muted', 'error', 'warning', 'success', 'info'])('text fg.%s meets AA on bg and bg.panel', (key) => {
      expect(contrast(c('fg', key), c('bg', 'DEFAULT'))).toBeGreaterThanOrEqual(AA);
      expect(contrast(c('fg', key), c('bg', 'panel'))).toBeGreaterThanOrEqual(AA);
    });

    it.each(['brand', 'accent', 'gray', 'danger', 'warning', 'success', 'info'] as const)(
      '%s: contrast text on solid, and fg on bg and on subtle, meet AA',
      (palette) => {
        expect(contrast(c(palette, 'contrast'), c(palette, 'solid'))).toBeGreaterThanOrEqual(AA);
        expect(contrast(c(palette, 'fg'), c('bg', 'DEFAULT'))).toBeGreaterThanOrEqual(AA);
        expect(contrast(c(palette, 'fg'), c(palette, 'subtle'))).toBeGreaterThanOrEqual(AA);
      },
    );

    it.each(['error', 'warning', 'success', 'info'])('fg.%s meets AA on its own status background', (key) => {
      expect(contrast(c('fg', key), c('bg', key))).toBeGreaterThanOrEqual(AA);
    });
  });
});

describe('breakpoints', () => {
  it("include the specs' 640 px (sm) and 1024 px desktop (lg) breakpoints", () => {
    expect(BREAKPOINT_PX.sm).toBe(640);
    expect(BREAKPOINT_PX.lg).toBe(1024);
    expect(system.breakpoints.up('sm')).toContain('40rem');
    expect(system.breakpoints.up('lg')).toContain('64rem');
  });
});

describe('fonts', () => {
  it('use a system font stack, nothing fetched from a CDN', () => {
    for (const name of ['fonts.body', 'fonts.heading']) {
      const stack = String(system.tokens.getByName(name)?.value);
      expect(stack.startsWith('system-ui')).toBe(true);
      expect(stack).not.toMatch(/Inter|url\(|https?:/);
    }
  });
});
