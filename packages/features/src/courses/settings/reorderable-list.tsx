/**
 * A list whose items are put in order by dragging a row onto another (native HTML5 drag and drop) or
 * with each row's Move up / Move down buttons. After a move the focus stays on the moved item's button
 * and the new position is announced to screen readers ("Variables moved to position 2 of 4 in …").
 */
import { Box, HStack, chakra } from '@chakra-ui/react';
import { moveItem, movedAnnouncement } from '@ujuzi/domain';
import { IconButton } from '@ujuzi/ui';
import { useState, type DragEvent, type HTMLAttributes, type ReactNode } from 'react';

export interface Orderable {
  id: number;
  title: string;
}

export interface RowHandle {
  /** The Move up / Move down buttons (absent for viewers who may not edit). */
  moveControls: ReactNode;
  /** Spread on the row's own line (not on nested lists): makes it draggable and a drop target. */
  rowProps: HTMLAttributes<HTMLDivElement> & { draggable?: boolean; 'data-drop-target'?: boolean };
}

export interface ReorderableListProps<T extends Orderable> {
  items: readonly T[];
  /** The list's accessible name ('Topics of Python basics'). */
  label: string;
  /** What an item is ('module', 'topic', 'lesson'): in button names and ids. */
  noun: string;
  /** Where the items live, for the announcement ('the course', 'Python basics'). */
  within: string;
  canEdit: boolean;
  /** Saves the new order (the whole list, as it should now read). */
  onMove: (reordered: T[]) => Promise<unknown>;
  /** Says something to screen readers (the page's live region). */
  announce: (text: string) => void;
  renderItem: (item: T, handle: RowHandle) => ReactNode;
}

const moveButtonId = (noun: string, id: number, direction: 'up' | 'down') => `move-${noun}-${id}-${direction}`;

/** Keeps the keyboard where it was: on the moved item's button (or its other one at either end). */
function refocus(noun: string, id: number, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const same = document.getElementById(moveButtonId(noun, id, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(noun, id, direction === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}

const ArrowUp = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
const ArrowDown = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </svg>
);

export function ReorderableList<T extends Orderable>({
  items,
  label,
  noun,
  within,
  canEdit,
  onMove,
  announce,
  renderItem,
}: ReorderableListProps<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number, direction: 'up' | 'down' | null) => {
    const item = items[from];
    if (!item || from === to || to < 0 || to >= items.length) return;
    const reordered = moveItem(items, from, to);
    announce(movedAnnouncement(item.title, to + 1, items.length, within));
    if (direction) refocus(noun, item.id, direction);
    void onMove(reordered);
  };

  const dragHandlers = (index: number, item: T): RowHandle['rowProps'] => {
    if (!canEdit || items.length < 2) return {};
    return {
      draggable: true,
      'data-drop-target': over === item.id ? true : undefined,
      onDragStart: (event: DragEvent<HTMLDivElement>) => {
        event.stopPropagation();
        setDragged(item.id);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', `${noun}:${item.id}`);
      },
      onDragOver: (event: DragEvent<HTMLDivElement>) => {
        // Only rows of the same list take the drop: a lesson never lands among modules.
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (over !== item.id) setOver(item.id);
      },
      onDragLeave: () => setOver((current) => (current === item.id ? null : current)),
      onDrop: (event: DragEvent<HTMLDivElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        const from = items.findIndex((candidate) => candidate.id === dragged);
        setDragged(null);
        setOver(null);
        move(from, index, null);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
    };
  };

  return (
    <chakra.ol aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" m="0" p="0">
      {items.map((item, index) => {
        const moveControls = canEdit ? (
          <HStack gap="1" flexShrink={0}>
            <IconButton
              id={moveButtonId(noun, item.id, 'up')}
              aria-label={`Move ${noun} ${item.title} up`}
              icon={<ArrowUp />}
              size="sm"
              variant="ghost"
              disabled={index === 0}
              onClick={() => move(index, index - 1, 'up')}
            />
            <IconButton
              id={moveButtonId(noun, item.id, 'down')}
              aria-label={`Move ${noun} ${item.title} down`}
              icon={<ArrowDown />}
              size="sm"
              variant="ghost"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1, 'down')}
            />
          </HStack>
        ) : null;
        return (
          <Box as="li" key={item.id} data-testid={`${noun}-${item.id}`}>
            {renderItem(item, { moveControls, rowProps: dragHandlers(index, item) })}
          </Box>
        );
      })}
    </chakra.ol>
  );
}
