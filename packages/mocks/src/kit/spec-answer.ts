/** An answer built from the spec alone: the documented body (generated from its schema) or a small sample file. */
import { generate } from '../contract/generate';
import { responseSpec } from '../contract/spec';

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const array = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) array[index] = binary.charCodeAt(index);
  return array;
}

/** Tiny valid files for the binary answers the spec documents. */
const SAMPLE_FILES: Record<string, () => BodyInit> = {
  'text/csv': () => 'id,name,created_at\n1,Wanjiku Kamau,2026-11-01T06:00:00Z\n',
  'application/pdf': () =>
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'image/png': () => bytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  'image/gif': () => bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  'application/zip': () => bytes('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA=='),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': () => bytes('UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA=='),
  'text/html': () => '<!doctype html><html><head><title>Ujuzi</title></head><body>Ujuzi</body></html>',
};

const EXTENSIONS: Record<string, string> = {
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/html': 'html',
};

/** The documented answer of `status` for an operation, preferring `contentType` when it is documented. */
export function answerFromSpec(operationId: string, status: number, request: Request, contentType?: string): Response {
  const documented = responseSpec(operationId, status);
  const types = documented?.contentTypes ?? [];
  if (status >= 300 && status < 400) {
    const target = new URL(request.url).searchParams.get('url') ?? '/';
    return new Response(null, { status, headers: { Location: target } });
  }
  if (types.length === 0) return new Response(null, { status });
  const type = contentType && types.includes(contentType) ? contentType : (types[0] ?? 'application/json');
  if (type === 'application/json') {
    const body = documented?.example ?? (documented?.schema ? generate(documented.schema) : {});
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }
  const sample = SAMPLE_FILES[type]?.() ?? 'mock';
  const headers: Record<string, string> = { 'Content-Type': type };
  if (EXTENSIONS[type] && type !== 'text/html' && !type.startsWith('image/')) {
    headers['Content-Disposition'] = `attachment; filename="${operationId}.${EXTENSIONS[type]}"`;
  }
  if (type.startsWith('image/')) headers['Cache-Control'] = 'no-cache, no-store, must-revalidate';
  return new Response(sample, { status, headers });
}
