/**
 * Small, valid files the mocks answer with: one-page PDFs (certificates, receipts, invoices) with
 * correct cross-reference tables, PNG images (stored deflate blocks, so no compression library is
 * needed in the browser) and QR-code-like SVGs. The QR pattern is derived from the hash and looks
 * like a QR code; it is not scannable.
 */

const encoder = new TextEncoder();

const escapePdf = (text: string): string => text.replace(/[^\x20-\x7E]/g, '-').replace(/([\\()])/g, '\\$1');

/** A one-page A4 landscape PDF: a title and lines of text (ASCII; other characters become '-'). */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    'BT /F2 26 Tf 60 500 Td',
    `(${escapePdf(title)}) Tj`,
    'ET',
    ...lines.map((line, index) => `BT /F1 14 Tf 60 ${450 - index * 26} Td (${escapePdf(line)}) Tj ET`),
    '0.2 0.4 0.8 RG 4 w 30 30 782 535 re S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${encoder.encode(text).length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(encoder.encode(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = encoder.encode(body).length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body) as Uint8Array<ArrayBuffer>;
}

// ---------------------------------------------------------------------------------------------
// PNG.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...encoder.encode(type), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib data of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >> 8, ~block.length & 0xff, (~block.length >> 8) & 0xff, ...block);
    if (raw.length === 0) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** An RGB PNG of `width`×`height` painted by `pixel(x, y)`. */
export function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** A certificate thumbnail: cream paper, a blue frame and a gold seal. */
export function certificatePng(): Uint8Array<ArrayBuffer> {
  const width = 96;
  const height = 64;
  return png(width, height, (x, y) => {
    const frame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
    const seal = (x - 76) ** 2 + (y - 46) ** 2 < 64;
    const line = y % 10 === 0 && y > 12 && y < 44 && x > 14 && x < 60;
    if (frame) return [30, 80, 160];
    if (seal) return [212, 160, 23];
    if (line) return [120, 120, 120];
    return [253, 248, 236];
  });
}

// ---------------------------------------------------------------------------------------------
// QR-like SVG.

/** A 25×25 QR-code-like pattern (finder squares and modules from the hash) as an SVG data URI. */
export function qrSvg(hash: string): string {
  const size = 25;
  const bits: boolean[] = [];
  for (const char of hash.repeat(40)) {
    const value = parseInt(char, 16) || 0;
    for (let bit = 3; bit >= 0; bit--) bits.push(((value >> bit) & 1) === 1);
  }
  const finder = (x: number, y: number): boolean | undefined => {
    for (const [fx, fy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      if (x >= fx && x < fx + 7 && y >= fy && y < fy + 7) {
        const dx = x - fx;
        const dy = y - fy;
        return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
      }
      if (x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7) return false;
    }
    return undefined;
  };
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const fixed = finder(x, y);
      const dark = fixed ?? (y === 6 || x === 6 ? (x + y) % 2 === 0 : (bits[y * size + x] ?? false));
      if (dark) path += `M${x + 2} ${y + 2}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A binary answer (PDF, PNG) with its type and a download name. */
export function binary(bytes: Uint8Array<ArrayBuffer>, contentType: string, filename?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Content-Length': String(bytes.length) };
  if (filename) headers['Content-Disposition'] = `attachment; filename="${filename}"`;
  return new Response(bytes, { status: 200, headers });
}
