/** The material an URL names: a whole-number id is fetched; anything else is not found without a call. */
import type { StudyResource } from '@ujuzi/api';
import { useGetStudyResource } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../kit';

export const parseMaterialId = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

const NOT_FOUND = { status: 404, message: 'Not found.' };

export function useMaterial(raw: string | undefined, enabled = true): DetailQuery<StudyResource> {
  const id = parseMaterialId(raw);
  const query = useGetStudyResource(id ?? 0, { query: { enabled: enabled && id !== null } });
  if (id === null) return { data: undefined, isPending: false, isError: true, error: NOT_FOUND, refetch: () => undefined };
  return query;
}
