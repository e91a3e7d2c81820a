/** The study-resource kinds as options (their names are domain's MATERIAL_TYPE_LABELS), a material's facts, and its source rule. */
import type { StudyResource } from '@ujuzi/api';
import { MATERIAL_TYPES, MATERIAL_TYPE_LABELS, formatDuration, formatFileSize } from '@ujuzi/domain';

export const MATERIAL_TYPE_OPTIONS = MATERIAL_TYPES.map((type) => ({ value: type, label: MATERIAL_TYPE_LABELS[type] }));

/** The facts worth showing next to a material: size, pages, length, study time, format. */
export function materialFacts(material: Pick<StudyResource, 'metadata'>): { label: string; value: string }[] {
  const meta = material.metadata;
  if (!meta) return [];
  const facts: { label: string; value: string }[] = [];
  if (meta.file_size_bytes) facts.push({ label: 'Size', value: formatFileSize(meta.file_size_bytes) });
  if (meta.page_count) facts.push({ label: 'Pages', value: String(meta.page_count) });
  if (meta.duration_seconds) facts.push({ label: 'Length', value: formatDuration(meta.duration_seconds) });
  if (meta.estimated_minutes) facts.push({ label: 'Study time', value: `${meta.estimated_minutes} min` });
  if (meta.mime_type) facts.push({ label: 'Format', value: meta.mime_type });
  return facts;
}

/** The contract's rule on StudyResourceRequest: a `link` needs a `url`; other kinds a `url` or a `file`. */
export const MATERIAL_MESSAGES = {
  linkNeedsUrl: 'A link resource needs a URL.',
  fileOrUrl: 'Upload a file or give a URL.',
} as const;

export function validateMaterialSource(
  values: { resource_type?: string | null; url?: string | null; file?: unknown },
  hasStoredFile: boolean,
): Record<string, string> {
  const url = typeof values.url === 'string' && values.url.trim() !== '';
  if (values.resource_type === 'link') return url ? {} : { url: MATERIAL_MESSAGES.linkNeedsUrl };
  return url || values.file || hasStoredFile ? {} : { file: MATERIAL_MESSAGES.fileOrUrl };
}
