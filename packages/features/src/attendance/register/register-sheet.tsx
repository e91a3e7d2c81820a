/**
 * A section's register for one day: everyone present unless marked otherwise (or on approved leave),
 * one tap per change, one save. A save that fails keeps every mark on screen and says what failed:
 * the whole register (no connection, no permission) or the students the server refused.
 */
import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Attendance, AttendanceBulkMarkResult, ClassEnrollment, ClassSection } from '@ujuzi/api';
import { getGetTodayAttendanceQueryKey, getListAttendanceQueryKey, useBulkMarkAttendance } from '@ujuzi/api/hooks';
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, ATTENDANCE_MESSAGES } from '@ujuzi/domain';
import { Badge, Button, Link, toast } from '@ujuzi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, links } from '../../infra/kit';
import { LeaveGuard } from '../../infra/kit/forms';
import { MarkChoice } from './mark-choice';
import { clearDraft, readDraft, writeDraft, type Marks } from './register-draft';

export interface RegisterSheetProps {
  section: ClassSection;
  date: string;
  roster: readonly ClassEnrollment[];
  /** The day's records of the section's students. */
  records: readonly Attendance[];
  /** Students whose approved leave covers the day. */
  onLeave: ReadonlySet<number>;
  /** False when the viewer may read the register but not save it. */
  editable: boolean;
}

const nameOf = (enrollment: ClassEnrollment) =>
  [enrollment.student.first_name, enrollment.student.last_name].filter(Boolean).join(' ') || enrollment.student.username;

/** Who failed to save, by name, with the server's reason. */
const refusals = (result: AttendanceBulkMarkResult, roster: readonly ClassEnrollment[]): string[] =>
  result.errors.map((error) => {
    const enrollment = roster.find((row) => String(row.student.id) === error.identifier);
    const reason = Object.values(error.errors).flat().join(' ');
    return `${enrollment ? nameOf(enrollment) : `Student ${error.identifier}`}: ${reason}`;
  });

export function RegisterSheet({ section, date, roster, records, onLeave, editable }: RegisterSheetProps) {
  const initial = useMemo<Marks>(() => {
    const marks: Marks = {};
    for (const enrollment of roster) {
      const id = enrollment.student.id;
      marks[id] = records.find((record) => record.student.id === id)?.status ?? (onLeave.has(id) ? 'absent' : 'present');
    }
    return marks;
  }, [roster, records, onLeave]);
  const [draft] = useState(() => (editable ? readDraft(section.id, date, initial) : null));
  const [marks, setMarks] = useState<Marks>(() => ({ ...initial, ...draft }));
  const [restored, setRestored] = useState(draft !== null);
  const [saved, setSaved] = useState<Marks>(() => (records.length > 0 ? initial : {}));
  const baseline = Object.keys(saved).length > 0 ? saved : initial;
  useEffect(() => {
    if (editable) writeDraft(section.id, date, marks, baseline);
  }, [editable, section.id, date, marks, baseline]);
  const discard = () => {
    clearDraft(section.id, date);
    setMarks(baseline);
    setRestored(false);
  };
  const [failure, setFailure] = useState<{ title: string; lines: string[] } | null>(null);
  const bulk = useBulkMarkAttendance();
  const queryClient = useQueryClient();
  const taken = records.length > 0;
  const changed = roster.some((enrollment) => saved[enrollment.student.id] !== marks[enrollment.student.id]);

  const counts = ATTENDANCE_MARKS.map((mark) => ({
    mark,
    count: roster.filter((enrollment) => marks[enrollment.student.id] === mark).length,
  }));

  const save = async () => {
    if (bulk.isPending) return;
    setFailure(null);
    const sent = { ...marks };
    try {
      const result = await bulk.mutateAsync({
        data: {
          date,
          class_section: section.id,
          records: roster.map((enrollment) => ({
            student: enrollment.student.id,
            status: sent[enrollment.student.id] ?? 'present',
          })),
        },
      });
      const failed = new Set(result.errors.map((error) => error.identifier));
      setSaved((before) => {
        const next = { ...before };
        for (const enrollment of roster)
          if (!failed.has(String(enrollment.student.id))) next[enrollment.student.id] = sent[enrollment.student.id] ?? 'present';
        return next;
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListAttendanceQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetTodayAttendanceQueryKey() }),
      ]);
      if (result.errors.length > 0) {
        setFailure({
          title: `${result.errors.length} of ${roster.length} marks were not saved; they are kept here.`,
          lines: refusals(result, roster),
        });
        return;
      }
      setRestored(false);
      toast.success(
        ATTENDANCE_MESSAGES.saved,
        `${section.display_name ?? section.name}: ${counts.map((c) => `${c.count} ${ATTENDANCE_LABELS[c.mark].toLowerCase()}`).join(', ')}`,
      );
    } catch (error) {
      setFailure({ title: 'The register was not saved.', lines: [errorMessage(error), 'Your marks are kept here: save again.'] });
    }
  };

  return (
    <Stack gap="4" pb="24">
      {editable && changed ? <LeaveGuard hasUnsavedChanges={() => changed} /> : null}
      {editable && restored ? (
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Unsaved marks restored</Alert.Title>
            <Alert.Description>The marks made before the page reloaded are back: save them, or discard them.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={discard}>
            Discard
          </Button>
        </Alert.Root>
      ) : null}
      <HStack gap="2" wrap="wrap" aria-label="Totals" role="group">
        {counts.map(({ mark, count }) => (
          <Badge key={mark} tone="neutral">{`${ATTENDANCE_LABELS[mark]}: ${count}`}</Badge>
        ))}
        <Text textStyle="sm" color="fg.muted">
          {taken ? 'Register taken; changes update it.' : 'Not taken yet: everyone is present until marked.'}
        </Text>
      </HStack>
      <Stack as="ol" gap="0" listStyleType="none" ps="0" borderTopWidth="1px">
        {roster.map((enrollment) => {
          const id = enrollment.student.id;
          const name = nameOf(enrollment);
          const heading = (
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text as="span" fontWeight="semibold">
                <Link href={links.studentAttendance(id)}>{name}</Link>
              </Text>
              <HStack gap="2">
                {onLeave.has(id) ? <Badge tone="accent">On leave</Badge> : null}
                {enrollment.roll_number ? (
                  <Text textStyle="xs" color="fg.muted">
                    {enrollment.roll_number}
                  </Text>
                ) : null}
              </HStack>
            </HStack>
          );
          return (
            <Box as="li" key={enrollment.id} py="3" borderBottomWidth="1px">
              {editable ? (
                <MarkChoice
                  label={name}
                  heading={heading}
                  name={`mark-${id}`}
                  value={marks[id] ?? 'present'}
                  onChange={(mark) => setMarks((before) => ({ ...before, [id]: mark }))}
                />
              ) : (
                <Stack gap="1">
                  {heading}
                  <Text textStyle="sm">{ATTENDANCE_LABELS[marks[id] ?? 'present']}</Text>
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      {editable ? (
        <Box position="sticky" bottom="0" bg="bg" borderTopWidth="1px" py="3" zIndex="1">
          <Stack gap="3">
            {failure ? (
              <Alert.Root status="error" role="alert" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{failure.title}</Alert.Title>
                  <Alert.Description>
                    {failure.lines.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <Button fullWidth size="lg" loading={bulk.isPending} onClick={() => void save()}>
              {taken ? 'Save changes' : `Save register (${roster.length})`}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
