/** The material an URL names; its id comes through useRouteParams, so a malformed one never gets here. */
import type { StudyResource } from '@ujuzi/api';
import { useGetStudyResource } from '@ujuzi/api/hooks';
import type { DetailQuery } from '../../infra/kit';

export const useMaterial = (id: number): DetailQuery<StudyResource> => useGetStudyResource(id);
