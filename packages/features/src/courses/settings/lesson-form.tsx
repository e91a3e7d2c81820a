/** A lesson's own fields through the form kit (the contract's PatchedLessonRequest), with a live preview of its content. */
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { Course, CourseModule, CourseTopic, Lesson } from '@ujuzi/api';
import { partialUpdateLesson } from '@ujuzi/api/hooks';
import { zPartialUpdateLessonBody } from '@ujuzi/api/schemas';
import { CODE_LANGUAGES, LANGUAGE_INFO } from '@ujuzi/domain';
import { SafeHtml, markdownToHtml, toast } from '@ujuzi/ui';
import { useWatch } from 'react-hook-form';
import {
  ContractForm,
  FormMarkdownField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import { LESSON_TYPE_LABELS, useRefreshCurriculum } from './curriculum-data';

const LESSON_TYPES = Object.entries(LESSON_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const LANGUAGE_OPTIONS = CODE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_INFO[value].label }));

/** Lesson bodies are HTML in the contract; written here as Markdown, which the lesson page renders the same way. */
const previewHtml = (content: string) => (/^\s*</.test(content) ? content : markdownToHtml(content));

function LivePreview() {
  const content = (useWatch({ name: 'content' }) as string | undefined) ?? '';
  return (
    <Box as="section" aria-labelledby="lesson-preview-heading" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      <Heading as="h3" size="sm" id="lesson-preview-heading" mb="2">
        Live preview
      </Heading>
      {content.trim() ? <SafeHtml html={previewHtml(content)} size="sm" /> : <Box color="fg.muted">Nothing to preview yet.</Box>}
    </Box>
  );
}

export function LessonForm({
  lesson,
  course,
  modules,
  topics,
  onDone,
}: {
  lesson: Lesson;
  course: Course;
  modules: readonly CourseModule[];
  topics: readonly CourseTopic[];
  onDone: () => void;
}) {
  const refresh = useRefreshCurriculum();
  const form = useContractForm({
    schema: zPartialUpdateLessonBody,
    defaultValues: {
      title: lesson.title,
      description: lesson.description ?? '',
      lesson_type: lesson.lesson_type,
      content: lesson.content ?? '',
      video_url: lesson.video_url ?? null,
      duration_minutes: lesson.duration_minutes ?? 0,
      programming_language: lesson.programming_language ?? null,
      starter_code: lesson.starter_code ?? '',
      module: lesson.module ?? null,
      topic: lesson.topic ?? null,
      is_free_preview: lesson.is_free_preview,
      is_published: lesson.is_published,
    },
    send: (data) => partialUpdateLesson(lesson.id, { ...data, course: course.id }),
    onSuccess: (saved) => {
      toast.success('Lesson saved', saved.title);
      void refresh();
      onDone();
    },
  });
  const moduleId = useWatch({ control: form.form.control, name: 'module' }) as number | null | undefined;
  const topicOptions = topics
    .filter((topic) => topic.module === moduleId)
    .map((topic) => ({ value: String(topic.id), label: topic.title }));
  return (
    <ContractForm form={form} submitLabel="Save lesson" onCancel={onDone} aria-label={`Lesson ${lesson.title}`}>
      <FormTextField name="title" label="Title" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect
          name="module"
          label="Module"
          placeholder="No module"
          valueAs="number"
          options={modules.map((module) => ({ value: String(module.id), label: module.title }))}
        />
        <FormSelect name="topic" label="Topic" placeholder="No topic" valueAs="number" options={topicOptions} />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="lesson_type" label="Lesson type" options={LESSON_TYPES} />
        <FormNumberField
          name="duration_minutes"
          label="Estimated time"
          unit="min"
          helpText="How long a learner needs, in minutes."
        />
      </Stack>
      <FormTextareaField name="description" label="Summary" rows={2} />
      <FormMarkdownField name="content" label="Content" rows={12} />
      <LivePreview />
      <FormTextField name="video_url" label="Video link" type="url" />
      <FormSelect
        name="programming_language"
        label="Programming language"
        placeholder="None"
        options={LANGUAGE_OPTIONS}
        helpText="Opens the code editor in this language."
      />
      <FormTextareaField name="starter_code" label="Starter code" rows={5} helpText="Preloaded in the learner’s editor." />
      <FormSwitch name="is_free_preview" label="Free preview" helpText="Visitors and learners not enrolled can open it." />
      <FormSwitch name="is_published" label="Published" helpText="Drafts are visible to staff only." />
    </ContractForm>
  );
}
