/**
 * A material's form (create and edit): the contract's StudyResourceRequest through the form kit — title,
 * kind, course, the file (multipart with upload progress) or the link, description, language of a code
 * sample, tags and published. Loaded as a lazy part.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudyResource } from '@ujuzi/api';
import { useCreateStudyResource, useUpdateStudyResource } from '@ujuzi/api/hooks';
import { zCreateStudyResourceBody } from '@ujuzi/api/schemas';
import { LANGUAGE_OPTIONS } from '@ujuzi/domain';
import { TextField, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ContractForm,
  FormFileField,
  FormSelect,
  FormSwitch,
  FormTextareaField,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { useCourseOptions } from '../../infra/kit/shared/course-options';
import { fileName } from './material-content';
import { MATERIAL_TYPE_OPTIONS, validateMaterialSource } from './labels';
import { refreshMaterials } from './refresh';

/** The contract's body with the picked file (it travels only in multipart). */
const zMaterialForm = zCreateStudyResourceBody.extend({ file: z.instanceof(Blob).nullish() });

/** Uploads up to 100 MB. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

export interface MaterialFormProps {
  /** The material being edited; null for a new one. */
  material: StudyResource | null;
  onSaved: (material: StudyResource) => void;
  onCancel: () => void;
}

/** Tags typed as 'django, orm': the body gets the list. */
function TagsField() {
  const { field, fieldState } = useController({ name: 'tags' });
  const [text, setText] = useState(((field.value as string[] | undefined) ?? []).join(', '));
  return (
    <TextField
      label="Tags"
      helpText="Separate tags with commas."
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function MaterialForm({ material, onSaved, onCancel }: MaterialFormProps) {
  const queryClient = useQueryClient();
  const courses = useCourseOptions();
  const create = useCreateStudyResource();
  const update = useUpdateStudyResource();
  const form = useContractForm({
    schema: zMaterialForm,
    rules: (values) => validateMaterialSource(values, !!material?.file),
    defaultValues: {
      title: material?.title ?? '',
      resource_type: material?.resource_type ?? 'document',
      course: material?.course ?? null,
      url: material?.url ?? null,
      file: null,
      description: material?.description ?? '',
      programming_language: material?.programming_language ?? null,
      tags: material?.tags ?? [],
      is_published: material?.is_published ?? false,
    },
    send: (body) => {
      // Without a new file the body goes as JSON; the stored file stays.
      const { file, ...data } = body;
      if (file) throw new Error('A body with a file goes through the upload.');
      return material ? update.mutateAsync({ id: material.id, data }) : create.mutateAsync({ data });
    },
    upload: material
      ? { method: 'PUT', path: `/learning/study-resources/${material.id}/` }
      : { method: 'POST', path: '/learning/study-resources/' },
    onSuccess: (saved) => {
      toast.success(material ? 'Material saved' : 'Material added', saved.title);
      void refreshMaterials(queryClient);
      onSaved(saved);
    },
  });
  const type = useWatch({ control: form.form.control, name: 'resource_type' });
  return (
    <ContractForm
      form={form}
      submitLabel={material ? 'Save material' : 'Add material'}
      onCancel={onCancel}
      aria-label={material ? 'Edit material' : 'New material'}
    >
      <FormTextField name="title" label="Title" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormSelect name="resource_type" label="Kind" options={MATERIAL_TYPE_OPTIONS} />
        <FormSelect
          name="course"
          label="Course"
          valueAs="number"
          placeholder={courses.isPending ? 'Loading courses…' : 'No course (free-standing)'}
          options={courses.options}
          helpText="Learners of the course find it there."
        />
      </SimpleGrid>
      {type === 'link' ? null : (
        <FormFileField
          name="file"
          label={material?.file ? 'Replace the file' : 'File'}
          maxSize={MAX_FILE_BYTES}
          helpText={material?.file ? `Now: ${fileName(material.file)}` : 'Or give a URL below.'}
        />
      )}
      <FormTextField
        name="url"
        label={type === 'link' ? 'URL' : 'URL (instead of a file)'}
        type="url"
        helpText={type === 'video' ? 'A hosted video’s address.' : undefined}
      />
      <FormTextareaField name="description" label="Description" rows={4} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormSelect
          name="programming_language"
          label="Programming language"
          placeholder="None"
          options={LANGUAGE_OPTIONS}
          helpText="For code samples and tutorials."
        />
        <TagsField />
      </SimpleGrid>
      <FormSwitch name="is_published" label="Published" helpText="Unpublished materials are visible to staff only." />
    </ContractForm>
  );
}
