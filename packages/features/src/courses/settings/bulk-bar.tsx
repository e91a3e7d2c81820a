import { HStack, Text } from '@chakra-ui/react';
import type { Lesson } from '@ujuzi/api';
import { bulkDeleteLessons, bulkUpdateLessons } from '@ujuzi/api/hooks';
import { Button, ConfirmDialog } from '@ujuzi/ui';
import { count, type BuilderActions } from './builder-actions';

/** The selected lessons' bar: publish, unpublish or delete them together. */
export function BulkBar({ lessons, actions, clear }: { lessons: Lesson[]; actions: BuilderActions; clear: () => void }) {
  if (lessons.length === 0) return null;
  const ids = lessons.map((lesson) => lesson.id);
  const publish = (is_published: boolean) =>
    actions
      .write(
        () => bulkUpdateLessons({ lessons: ids.map((id) => ({ id, is_published })) }),
        is_published ? `${count(ids.length, 'lesson')} published` : `${count(ids.length, 'lesson')} unpublished`,
        'Could not update the lessons',
      )
      .then(clear)
      .catch(() => undefined);
  return (
    <HStack
      role="region"
      aria-label="Selected lessons"
      gap="2"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.muted"
      position="sticky"
      bottom="2"
      zIndex="1"
    >
      <Text fontWeight="medium" flex="1" minW="8rem">{`${count(ids.length, 'lesson')} selected`}</Text>
      <Button size="sm" variant="outline" onClick={() => void publish(true)}>
        Publish
      </Button>
      <Button size="sm" variant="outline" onClick={() => void publish(false)}>
        Unpublish
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="danger">
            Delete
          </Button>
        }
        title={`Delete ${count(ids.length, 'lesson')}?`}
        message={`${lessons.map((lesson) => `“${lesson.title}”`).join(', ')} and their attachments are deleted. This cannot be undone.`}
        confirmLabel="Delete lessons"
        destructive
        onConfirm={() =>
          actions
            .write(
              () => bulkDeleteLessons({ lesson_ids: ids }),
              `${count(ids.length, 'lesson')} deleted`,
              'Could not delete the lessons',
            )
            .then(clear)
        }
      />
      <Button size="sm" variant="ghost" onClick={clear}>
        Clear selection
      </Button>
    </HStack>
  );
}
