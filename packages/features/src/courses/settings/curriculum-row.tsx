/**
 * One line of the curriculum (a module, topic or lesson): drag grip, name, facts, Move up/down, Rename
 * and Delete (the confirmation names the item and what goes with it). Renaming swaps the line for a
 * name field in place.
 */
import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Button, ConfirmDialog } from '@ujuzi/ui';
import { useState, type ReactNode } from 'react';
import type { RowHandle } from './reorderable-list';
import { TitleForm } from './title-form';

export interface CurriculumRowProps {
  noun: 'module' | 'topic' | 'lesson';
  title: string;
  /** The name as a heading (modules h3, topics h4); lessons are plain text. */
  headingLevel?: 'h3' | 'h4';
  /** Badges and counts beside the name. */
  meta?: ReactNode;
  /** Before the grip (a lesson's selection box). */
  leading?: ReactNode;
  /** More actions (a lesson's Edit). */
  actions?: ReactNode;
  handle: RowHandle;
  canEdit: boolean;
  onRename: (title: string) => Promise<unknown>;
  /** What the deletion takes with it, said in the confirmation. */
  deleteMessage: ReactNode;
  onDelete: () => Promise<unknown>;
}

const Grip = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
    <circle cx="9" cy="6" r="1.5" />
    <circle cx="15" cy="6" r="1.5" />
    <circle cx="9" cy="12" r="1.5" />
    <circle cx="15" cy="12" r="1.5" />
    <circle cx="9" cy="18" r="1.5" />
    <circle cx="15" cy="18" r="1.5" />
  </svg>
);

export function CurriculumRow({
  noun,
  title,
  headingLevel,
  meta,
  leading,
  actions,
  handle,
  canEdit,
  onRename,
  deleteMessage,
  onDelete,
}: CurriculumRowProps) {
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <Box py="1">
        <TitleForm
          label={`New name for ${title}`}
          submitLabel="Save name"
          initial={title}
          autoFocus
          onSubmit={async (next) => {
            await onRename(next);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </Box>
    );
  }
  const draggable = handle.rowProps.draggable === true;
  return (
    <HStack
      {...handle.rowProps}
      gap="2"
      py="1"
      px="1"
      wrap="wrap"
      borderRadius="l2"
      borderTopWidth="2px"
      borderColor={handle.rowProps['data-drop-target'] ? 'brand.solid' : 'transparent'}
      cursor={draggable ? 'grab' : undefined}
    >
      {leading}
      {draggable ? (
        <Box color="fg.muted" flexShrink={0} title="Drag to reorder">
          <Grip />
        </Box>
      ) : null}
      <Stack gap="0" flex="1" minW="10rem">
        {headingLevel ? (
          <Heading as={headingLevel} size={headingLevel === 'h3' ? 'md' : 'sm'} wordBreak="break-word">
            {title}
          </Heading>
        ) : (
          <Text fontWeight="medium" wordBreak="break-word">
            {title}
          </Text>
        )}
        {meta ? (
          <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
            {meta}
          </HStack>
        ) : null}
      </Stack>
      <HStack gap="1" wrap="wrap" justify="flex-end">
        {handle.moveControls}
        {actions}
        {canEdit ? (
          <>
            <Button size="sm" variant="ghost" aria-label={`Rename ${noun} ${title}`} onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Delete ${noun} ${title}`}>
                  Delete
                </Button>
              }
              title={`Delete ${noun} “${title}”?`}
              message={deleteMessage}
              confirmLabel={`Delete ${noun}`}
              destructive
              onConfirm={onDelete}
            />
          </>
        ) : null}
      </HStack>
    </HStack>
  );
}
