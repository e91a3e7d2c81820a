/** Adds several lessons at once (the contract's lessons bulk_create): one title a line, into a module. */
import { Stack, chakra } from '@chakra-ui/react';
import type { Course, CourseModule } from '@ujuzi/api';
import { bulkCreateLessons } from '@ujuzi/api/hooks';
import { Button, Dialog, Select, TextareaField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { useRefreshCurriculum, writeErrorText } from './curriculum-data';

/** The contract's bulk_create limit. */
const MAX_LESSONS = 100;

export function BulkCreateDialog({
  course,
  modules,
  onClose,
  onCreated,
}: {
  course: Course;
  modules: readonly CourseModule[];
  onClose: () => void;
  onCreated: (count: number) => void;
}) {
  const refresh = useRefreshCurriculum();
  const [moduleId, setModuleId] = useState(modules[0] ? String(modules[0].id) : '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const titles = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (titles.length === 0) return setError('Write at least one lesson title.');
    if (titles.length > MAX_LESSONS) return setError(`Add at most ${MAX_LESSONS} lessons at once.`);
    setSending(true);
    setError(null);
    try {
      const module = moduleId ? Number(moduleId) : null;
      const result = await bulkCreateLessons({
        lessons: titles.map((title) => ({ title, course: course.id, module, lesson_type: 'text', is_published: true })),
      });
      if (result.errors?.length)
        toast.error(
          'Some lessons were not added',
          result.errors.map((item) => `Line ${(item.index ?? 0) + 1}: ${item.error}`).join(' '),
        );
      else toast.success(result.message);
      onCreated(result.created_count);
      onClose();
    } catch (failure) {
      setError(writeErrorText(failure, 'lessons'));
    } finally {
      setSending(false);
      await refresh();
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Add several lessons" size="md">
      <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="Add several lessons">
        <Stack gap="4">
          <Select
            label="Module"
            value={moduleId}
            onChange={(value) => setModuleId(value ?? '')}
            placeholder="No module"
            options={modules.map((module) => ({ value: String(module.id), label: module.title }))}
          />
          <TextareaField
            label="Lesson titles, one a line"
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error ?? undefined}
            helpText={titles.length ? `${titles.length} lessons will be added; open each one to write its content.` : undefined}
            required
          />
          <Stack direction="row" justify="flex-end" gap="2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Add lessons
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </Dialog>
  );
}
