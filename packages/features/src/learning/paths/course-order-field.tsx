/**
 * A learning path's courses in study order (the body's `course_ids`): a course is added from a select, moved
 * up or down, or removed; every button names its course, so the order is set by keyboard alone too.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { IconButton, Select, type SelectOption } from '@ujuzi/ui';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useController } from 'react-hook-form';

export function CourseOrderField({ options }: { options: readonly SelectOption[] }) {
  const { field, fieldState } = useController({ name: 'course_ids' });
  const ids = (field.value as number[] | undefined) ?? [];
  const labelOf = (id: number) => options.find((option) => option.value === String(id))?.label ?? `Course ${id}`;
  const set = (next: number[]) => field.onChange(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    set(next);
  };
  return (
    <Stack gap="2">
      <Select
        label="Add a course"
        placeholder="Choose a course to add"
        options={options.filter((option) => !ids.includes(Number(option.value)))}
        value=""
        onChange={(value) => value && set([...ids, Number(value)])}
        error={fieldState.error?.message}
        helpText="Courses are studied in the order below."
      />
      {ids.length ? (
        <Stack as="ol" gap="1" ps="5" aria-label="Courses in study order">
          {ids.map((id, index) => (
            <li key={id}>
              <HStack justify="space-between" gap="2">
                <Text textStyle="sm">{labelOf(id)}</Text>
                <HStack gap="1">
                  <IconButton
                    aria-label={`Move ${labelOf(id)} up`}
                    icon={<ArrowUp />}
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    aria-label={`Move ${labelOf(id)} down`}
                    icon={<ArrowDown />}
                    size="sm"
                    disabled={index === ids.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    aria-label={`Remove ${labelOf(id)}`}
                    icon={<X />}
                    size="sm"
                    onClick={() => set(ids.filter((other) => other !== id))}
                  />
                </HStack>
              </HStack>
            </li>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No course yet.
        </Text>
      )}
    </Stack>
  );
}
