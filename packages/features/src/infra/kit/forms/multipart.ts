/** When a form carries files, its body goes as multipart/form-data instead of JSON. */

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** Whether any field holds a file (or a list of files). */
export function hasFiles(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => isFile(value) || (Array.isArray(value) && value.some(isFile)));
}

/**
 * The body as multipart fields, as DRF reads them: files as parts, lists as repeated fields, nested
 * objects as JSON text, booleans and numbers as text; absent and null fields are left out.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const data = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (isFile(value)) data.append(key, value, value instanceof File ? value.name : key);
    else if (typeof value === 'object') data.append(key, JSON.stringify(value));
    else data.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && (value.length === 0 || value.every((item) => isFile(item) || typeof item !== 'object'))) {
      for (const item of value) append(key, item);
    } else {
      append(key, value);
    }
  }
  return data;
}
