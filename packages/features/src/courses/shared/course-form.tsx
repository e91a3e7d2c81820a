/**
 * The course form (create and edit): every field of the contract's CourseRequest through the form kit,
 * with the domain's course rules (a paid course's price, what publishing needs). A cover image makes
 * the body multipart (POST for a new course, PATCH for an existing one) with its preview and progress.
 * Loaded as a lazy part: the form stack arrives in its own chunk.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course } from '@ujuzi/api';
import { useCreateCourse, usePartialUpdateCourse } from '@ujuzi/api/hooks';
import { zCreateCourseBody } from '@ujuzi/api/schemas';
import { validateCourseDraft } from '@ujuzi/domain';
import { CheckboxGroup, Select, toast, type SelectOption } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ContractForm,
  FormFileField,
  FormMarkdownField,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { refreshCourses } from './course-lookup';
import { COURSE_LEVELS, COURSE_STATUSES, LEVEL_LABELS, options, PRICING_LABELS, PRICING_TYPES, STATUS_LABELS } from './labels';
import { useCourseTaxonomy } from './taxonomy';

/** The contract's body, with the cover image as the file picked (it travels only in multipart). */
const zCourseForm = zCreateCourseBody.extend({ image: z.instanceof(Blob).nullish() });

/** Cover images up to 5 MB (PNG, JPG or WebP). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface CourseFormProps {
  /** The course being edited; null for a new one. */
  course: Course | null;
  /** Called with the saved course (the screen goes to its page). */
  onSaved: (course: Course) => void;
  onCancel: () => void;
}

/** A list of ids (programming_languages, technologies) as checkboxes: the body gets numbers. */
function IdCheckboxGroup({
  name,
  label,
  options: choices,
  helpText,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  helpText?: ReactNode;
}) {
  const { field, fieldState } = useController({ name });
  const ids = (field.value as number[] | undefined) ?? [];
  return (
    <CheckboxGroup
      name={field.name}
      label={label}
      helpText={helpText}
      orientation="horizontal"
      options={choices}
      value={ids.map(String)}
      onChange={(values) => field.onChange(values.map(Number))}
      error={fieldState.error?.message}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function CourseForm({ course, onSaved, onCancel }: CourseFormProps) {
  const queryClient = useQueryClient();
  const taxonomy = useCourseTaxonomy();
  const create = useCreateCourse();
  const update = usePartialUpdateCourse();
  const lessonsCount = course?.lessons_count ?? 0;
  const form = useContractForm({
    schema: zCourseForm,
    rules: (values) => validateCourseDraft(values, lessonsCount),
    defaultValues: {
      title: course?.title ?? '',
      slug: course?.slug ?? '',
      subtitle: course?.subtitle ?? '',
      description: course?.description ?? '',
      level: course?.level ?? 'beginner',
      department: course?.department?.id ?? null,
      programming_languages: (course?.programming_languages ?? []).map((item) => item.id),
      technologies: (course?.technologies ?? []).map((item) => item.id),
      is_featured: course?.is_featured ?? false,
      pricing_type: course?.pricing_type ?? 'free',
      price: course && course.pricing_type !== 'free' ? course.price : '',
      currency: 'KES',
      duration_hours: course?.duration_hours ?? undefined,
      image: null,
      status: course?.status ?? 'draft',
    },
    send: (body) => {
      // Without a file the body goes as JSON, which has no image (the stored one stays).
      const { image, ...data } = body;
      if (image) throw new Error('A body with a file goes through the upload.');
      return course ? update.mutateAsync({ id: course.id, data }) : create.mutateAsync({ data });
    },
    upload: course ? { method: 'PATCH', path: `/courses/courses/${course.id}/` } : { method: 'POST', path: '/courses/courses/' },
    onSuccess: (saved) => {
      toast.success(course ? 'Course saved' : 'Course created', saved.title);
      void refreshCourses(queryClient);
      onSaved(saved);
    },
  });
  const pricing = useWatch({ control: form.form.control, name: 'pricing_type' });
  const [stack, setStack] = useState('');
  const applyStack = (id: string) => {
    setStack(id);
    const chosen = taxonomy.stacks.find((item) => String(item.id) === id);
    if (!chosen) return;
    const merge = (field: 'programming_languages' | 'technologies', ids: number[]) => {
      const current = (form.form.getValues(field) as number[] | undefined) ?? [];
      form.form.setValue(field, [...new Set([...current, ...ids])], { shouldDirty: true });
    };
    merge(
      'programming_languages',
      chosen.programming_languages.map((item) => item.id),
    );
    merge(
      'technologies',
      chosen.technologies.map((item) => item.id),
    );
  };

  return (
    <ContractForm
      form={form}
      submitLabel={course ? 'Save course' : 'Create course'}
      onCancel={onCancel}
      aria-label={course ? 'Edit course' : 'New course'}
    >
      <Section title="About the course">
        <FormTextField name="title" label="Title" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormTextField
            name="slug"
            label="Slug"
            helpText="Letters, numbers, hyphens and underscores; left blank, it is made from the title."
          />
          <FormTextField name="subtitle" label="Subtitle" />
        </SimpleGrid>
        <FormMarkdownField name="description" label="Description" rows={8} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormSelect name="level" label="Level" options={options(COURSE_LEVELS, LEVEL_LABELS)} />
          <FormSelect
            name="department"
            label="Department"
            placeholder="No department"
            options={taxonomy.departments}
            valueAs="number"
          />
          <FormNumberField name="duration_hours" label="Duration" unit="hours" />
        </SimpleGrid>
      </Section>
      <Section title="Languages and technologies">
        <Select
          label="Start from a tech stack"
          helpText="Adds the stack's languages and technologies to those ticked below."
          placeholder="Choose a tech stack"
          options={taxonomy.stacks.map((item) => ({ value: String(item.id), label: item.name }))}
          value={stack}
          onChange={applyStack}
        />
        <IdCheckboxGroup name="programming_languages" label="Programming languages" options={taxonomy.languages} />
        <IdCheckboxGroup name="technologies" label="Technologies" options={taxonomy.technologies} />
      </Section>
      <Section title="Pricing">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormSelect name="pricing_type" label="Pricing" options={options(PRICING_TYPES, PRICING_LABELS)} />
          {pricing === 'free' ? (
            <Box alignSelf="center">
              <Text color="fg.muted" textStyle="sm">
                Free courses cost nothing to join.
              </Text>
            </Box>
          ) : (
            <FormMoneyField
              name="price"
              label="Price"
              currency="KES"
              helpText={pricing === 'subscription' ? 'Per billing period.' : undefined}
            />
          )}
        </SimpleGrid>
      </Section>
      <Section title="Cover and visibility">
        <FormFileField name="image" label="Cover image" image maxSize={MAX_IMAGE_BYTES} currentImageUrl={course?.image ?? null} />
        <FormSelect
          name="status"
          label="Status"
          options={options(COURSE_STATUSES, STATUS_LABELS)}
          helpText="A draft can be saved unfinished; publishing needs a description and at least one lesson."
        />
        <FormSwitch
          name="is_featured"
          label="Featured"
          helpText="Featured courses are shown first in the catalogue and on the home page."
        />
      </Section>
    </ContractForm>
  );
}
