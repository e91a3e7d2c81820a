/** The course's offerings (cohorts): dates, capacity with seats taken, delivery and status; added, edited and deleted. */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseOffering } from '@ujuzi/api';
import { deleteCourseOffering, getListCourseOfferingsQueryKey, useListCourseOfferings } from '@ujuzi/api/hooks';
import { formatDate, formatMoney } from '@ujuzi/domain';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, ErrorState, SkeletonText, toast, type BadgeProps } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../../infra/kit/shared/lazy-part';
import { writeErrorText } from './curriculum-data';

const OfferingForm = lazyPart(() => import('./offering-form').then((m) => m.OfferingForm), '30rem');

export const OFFERING_STATUS: Record<CourseOffering['status'], { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  upcoming: { label: 'Upcoming', tone: 'info' },
  open: { label: 'Open for enrollment', tone: 'success' },
  in_progress: { label: 'In progress', tone: 'brand' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};
export const DELIVERY_LABELS: Record<CourseOffering['delivery_mode'], string> = {
  online: 'Online',
  in_person: 'In person',
  hybrid: 'Hybrid',
};

const seats = (offering: CourseOffering) =>
  offering.capacity
    ? `${offering.enrolled_count} of ${offering.capacity} seats taken`
    : `${offering.enrolled_count} enrolled · no seat limit`;

export function OfferingsSection({ course, canEdit }: { course: Course; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const offerings = useListCourseOfferings({ course: course.id, page_size: 100, ordering: 'start_date' });
  const [editing, setEditing] = useState<CourseOffering | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListCourseOfferingsQueryKey() });
  const rows = offerings.data?.results ?? [];
  const addButton = canEdit ? (
    <Button size="sm" onPointerEnter={OfferingForm.preload} onFocus={OfferingForm.preload} onClick={() => setEditing('new')}>
      Add offering
    </Button>
  ) : null;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Offerings
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Cohorts of this course with their dates and seats.
          </Text>
        </Stack>
        {rows.length ? addButton : null}
      </HStack>
      {offerings.error ? (
        <ErrorState
          title="Could not load the offerings"
          message={writeErrorText(offerings.error)}
          onRetry={() => void offerings.refetch()}
        />
      ) : offerings.isPending ? (
        <SkeletonText lines={4} />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No offerings yet"
          description="Learners join the course on its own pace; add a cohort to run it on dates with a seat limit."
          action={addButton ?? undefined}
        />
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3" aria-label="Offerings">
          {rows.map((offering) => (
            <Box as="li" key={offering.id} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Heading as="h3" size="sm">
                      {offering.title}
                    </Heading>
                    <Badge tone={OFFERING_STATUS[offering.status].tone}>{OFFERING_STATUS[offering.status].label}</Badge>
                  </HStack>
                  <Text textStyle="sm">
                    {formatDate(offering.start_date)}
                    {offering.end_date ? ` – ${formatDate(offering.end_date)}` : ''} · {DELIVERY_LABELS[offering.delivery_mode]}
                    {offering.location ? ` · ${offering.location}` : ''}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {seats(offering)}
                    {offering.enrollment_deadline ? ` · enroll by ${formatDate(offering.enrollment_deadline)}` : ''}
                    {offering.price && Number(offering.price) > 0 ? ` · ${formatMoney(offering.price, offering.currency)}` : ''}
                  </Text>
                </Stack>
                {canEdit ? (
                  <HStack gap="1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit offering ${offering.title}`}
                      onClick={() => setEditing(offering)}
                    >
                      Edit
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="ghost" aria-label={`Delete offering ${offering.title}`}>
                          Delete
                        </Button>
                      }
                      title={`Delete offering “${offering.title}”?`}
                      message={
                        offering.enrolled_count
                          ? `${offering.enrolled_count} learners are enrolled in it: cancel it instead.`
                          : 'Nobody is enrolled in it yet.'
                      }
                      confirmLabel="Delete offering"
                      destructive
                      onConfirm={async () => {
                        try {
                          await deleteCourseOffering(offering.id);
                          toast.success('Offering deleted', offering.title);
                        } catch (error) {
                          toast.error('Could not delete the offering', writeErrorText(error));
                          throw error;
                        } finally {
                          await refresh();
                        }
                      }}
                    />
                  </HStack>
                ) : null}
              </HStack>
            </Box>
          ))}
        </chakra.ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        size="lg"
        title={editing === 'new' ? 'New offering' : 'Edit offering'}
      >
        {editing !== null ? (
          <OfferingForm course={course} offering={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </Stack>
  );
}
