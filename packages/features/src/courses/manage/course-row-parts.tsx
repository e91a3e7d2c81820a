/** The parts of a manage-courses row that talk to the server on their own: the stats and the featured switch. */
import { Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { downloadFile, saveFile, type Course, type DownloadRequest } from '@ujuzi/api';
import { useGetCourseStats, usePartialUpdateCourse } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { Button, Switch, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage } from '../../infra/kit';
import { refreshCourses } from '../shared';

/** Enrollments, completion, revenue and rating (getCourseStats), loaded with the row. */
export function CourseStatsCell({ course }: { course: Course }) {
  const stats = useGetCourseStats(course.id, { query: { staleTime: 60_000 } });
  if (stats.isPending) return <Text color="fg.muted">Loading stats…</Text>;
  if (stats.isError) return <Text color="fg.muted">Stats unavailable</Text>;
  const { enrolled_count, completion_rate, total_revenue, average_rating, reviews_count } = stats.data;
  return (
    <Stack gap="0" textStyle="sm" minW="11rem">
      <Text>
        {enrolled_count} enrolled · {Math.round(completion_rate)}% completed
      </Text>
      <Text color="fg.muted">
        {total_revenue !== undefined ? `${formatMoney(total_revenue)} revenue` : 'No revenue'} ·{' '}
        {reviews_count > 0 ? `${average_rating.toFixed(1)} of 5 (${reviews_count})` : 'No ratings'}
      </Text>
    </Stack>
  );
}

/** Featured on or off for one course (partialUpdateCourse), the switch moving at once and back on failure. */
export function FeaturedSwitch({ course }: { course: Course }) {
  const queryClient = useQueryClient();
  const update = usePartialUpdateCourse();
  const [checked, setChecked] = useState(course.is_featured);
  const [shown, setShown] = useState(course.is_featured);
  if (course.is_featured !== shown) {
    // The list brought a newer answer (after a bulk change): follow it.
    setShown(course.is_featured);
    setChecked(course.is_featured);
  }
  const change = async (next: boolean) => {
    setChecked(next);
    try {
      await update.mutateAsync({ id: course.id, data: { is_featured: next } });
      toast.success(next ? 'Course featured' : 'Course no longer featured', course.title);
      void refreshCourses(queryClient);
    } catch (error) {
      setChecked(!next);
      toast.error('Could not change whether the course is featured', errorMessage(error));
    }
  };
  return (
    <Switch
      label={
        <>
          Featured<VisuallyHidden>: {course.title}</VisuallyHidden>
        </>
      }
      checked={checked}
      disabled={update.isPending}
      onChange={(next) => void change(next)}
    />
  );
}

/** One course's export in the chosen format (a file of the server's name); 'Export' named by its course. */
export function CourseExportButton({ title, request }: { title: string; request: DownloadRequest }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(request);
      saveFile(file);
      toast.success(`Downloaded ${file.filename}`);
    } catch (error) {
      toast.error('Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} aria-label={`Export “${title}”`} onClick={() => void run()}>
      Export
    </Button>
  );
}
