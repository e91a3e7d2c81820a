/** A QR code drawn as SVG (no canvas, no image request), with a visible caption. */
import { Box, Stack, Text } from '@chakra-ui/react';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** How much of the code may be damaged and still scan: L 7 %, M 15 %, Q 25 %, H 30 %. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Light margin around the code, in modules; scanners need 4. */
const QUIET_ZONE = 4;

/** The generator reads one byte per character: hand it the UTF-8 bytes so any text survives. */
const utf8AsBytes = (text: string): string =>
  Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');

/** The dark modules of `value` as one SVG path, plus the side length in modules (quiet zone included). */
export function qrPath(value: string, errorCorrection: QrErrorCorrection = 'M'): { path: string; size: number } {
  const code = qrcode(0, errorCorrection);
  code.addData(utf8AsBytes(value), 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: count + QUIET_ZONE * 2 };
}

export interface QrCodeProps {
  /** What the code encodes, usually a URL (a public profile, a certificate check). */
  value: string;
  /** The caption under the code; also its accessible name ('Scan to view my profile'). */
  label: string;
  /** Side length in pixels. Defaults to 192. */
  size?: number;
  /** Error correction level. Defaults to 'M'. */
  errorCorrection?: QrErrorCorrection;
  /** Leaves out the visible caption; the label stays the image's accessible name. */
  hideLabel?: boolean;
}

/**
 * An image (role="img") named by its label. Always black on white, in dark mode too, because
 * scanners need the contrast.
 */
export function QrCode({ value, label, size = 192, errorCorrection = 'M', hideLabel = false }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(value, errorCorrection), [value, errorCorrection]);
  return (
    <Stack as="figure" align="center" gap="2" display="inline-flex">
      <Box bg="white" borderRadius="l2" borderWidth="1px" borderColor="border" overflow="hidden" lineHeight="0">
        <svg
          role="img"
          aria-label={label}
          width={`${size}px`}
          height={`${size}px`}
          viewBox={`0 0 ${modules} ${modules}`}
          shapeRendering="crispEdges"
          xmlns="http://www.w3.org/2000/svg"
        >
          <rect width={modules} height={modules} fill="#ffffff" />
          <path d={path} fill="#000000" />
        </svg>
      </Box>
      {hideLabel ? null : (
        <Text as="figcaption" textStyle="sm" color="fg.muted" textAlign="center" maxW={`${size}px`}>
          {label}
        </Text>
      )}
    </Stack>
  );
}
