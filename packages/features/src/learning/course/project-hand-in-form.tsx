/**
 * Handing a project in (createProjectSubmission) or again (updateProjectSubmission): a link to the work,
 * a note, a file. The body is the contract's multipart ProjectSubmissionRequest with each field only
 * when present (service spec §6); a file goes with upload progress.
 */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseProject, ProjectSubmission } from '@ujuzi/api';
import { getListProjectSubmissionsQueryKey, useCreateProjectSubmission, useUpdateProjectSubmission } from '@ujuzi/api/hooks';
import { zCreateProjectSubmissionBody } from '@ujuzi/api/schemas';
import { hasProjectWork, PROJECT_MESSAGES, projectHandInBody } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { z } from 'zod';
import { ContractForm, FormFileField, FormTextareaField, FormTextField, useContractForm } from '../../infra/kit';

/** The largest file a hand-in may carry (50 MB), shown in the spec's units. */
export const HAND_IN_MAX_BYTES = 50 * 1024 * 1024;

const zHandIn = zCreateProjectSubmissionBody.extend({ submission_file: z.instanceof(Blob).nullish() });

export interface ProjectHandInFormProps {
  project: CourseProject;
  /** The learner's hand-in when handing in again. */
  existing?: ProjectSubmission;
  onDone: (saved: ProjectSubmission) => void;
  onCancel?: () => void;
}

export function ProjectHandInForm({ project, existing, onDone, onCancel }: ProjectHandInFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateProjectSubmission();
  const update = useUpdateProjectSubmission();
  const form = useContractForm({
    schema: zHandIn,
    rules: (values): Record<string, string> =>
      hasProjectWork(values, !!(existing?.submission_url || existing?.submission_file))
        ? {}
        : { submission_url: PROJECT_MESSAGES.linkOrFile },
    defaultValues: {
      project: project.id,
      submission_url: existing?.submission_url ?? '',
      description: existing?.description ?? '',
      submission_file: null,
    },
    send: (values) => {
      const data = projectHandInBody(project.id, values);
      return existing ? update.mutateAsync({ id: existing.id, data }) : create.mutateAsync({ data });
    },
    upload: existing
      ? { method: 'PUT', path: `/courses/project-submissions/${existing.id}/` }
      : { method: 'POST', path: '/courses/project-submissions/' },
    onSuccess: (saved) => {
      toast.success(existing ? 'Project handed in again' : 'Project handed in', saved.project_title);
      void queryClient.invalidateQueries({ queryKey: getListProjectSubmissionsQueryKey() });
      onDone(saved);
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={existing ? 'Hand in again' : 'Hand in project'}
      sendingLabel="Handing in…"
      onCancel={onCancel}
      aria-label={`Hand in ${project.title}`}
    >
      <Stack gap="4">
        <FormTextField
          name="submission_url"
          label="Link to your work"
          type="url"
          helpText="Your repository or the deployed app, starting with https://"
        />
        <FormTextareaField name="description" label="Notes for your instructor" rows={4} />
        <FormFileField
          name="submission_file"
          label="File"
          helpText="A zip of your work or a document, instead of or besides the link."
          maxSize={HAND_IN_MAX_BYTES}
        />
      </Stack>
    </ContractForm>
  );
}
