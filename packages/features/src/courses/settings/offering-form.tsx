/** An offering (cohort) of the course through the form kit: the contract's CourseOfferingRequest. */
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, CourseOffering } from '@ujuzi/api';
import { getListCourseOfferingsQueryKey, useCreateCourseOffering, useUpdateCourseOffering } from '@ujuzi/api/hooks';
import { zCreateCourseOfferingBody } from '@ujuzi/api/schemas';
import { toast } from '@ujuzi/ui';
import {
  ContractForm,
  FormDateField,
  FormMoneyField,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  useContractForm,
} from '../../infra/kit/forms';
import { DELIVERY_LABELS, OFFERING_STATUS } from './offerings-section';

const DELIVERY = Object.entries(DELIVERY_LABELS).map(([value, label]) => ({ value, label }));
const STATUSES = Object.entries(OFFERING_STATUS).map(([value, { label }]) => ({ value, label }));

export function OfferingForm({
  course,
  offering,
  onDone,
}: {
  course: Course;
  offering: CourseOffering | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateCourseOffering();
  const update = useUpdateCourseOffering();
  const form = useContractForm({
    schema: zCreateCourseOfferingBody,
    defaultValues: {
      course: course.id,
      title: offering?.title ?? '',
      start_date: offering?.start_date ?? '',
      end_date: offering?.end_date ?? null,
      enrollment_deadline: offering?.enrollment_deadline ?? null,
      delivery_mode: offering?.delivery_mode ?? 'online',
      schedule: offering?.schedule ?? '',
      location: offering?.location ?? null,
      capacity: offering?.capacity ?? null,
      price: offering?.price ?? null,
      status: offering?.status ?? 'upcoming',
      is_active: offering?.is_active ?? true,
    },
    send: (data) => (offering ? update.mutateAsync({ id: offering.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(offering ? 'Offering saved' : 'Offering added', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListCourseOfferingsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm
      form={form}
      submitLabel={offering ? 'Save offering' : 'Add offering'}
      onCancel={onDone}
      aria-label={offering ? 'Edit offering' : 'New offering'}
      guardLeaving={false}
    >
      <FormTextField name="title" label="Title" helpText="For example ‘January 2027 evening cohort’." />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormDateField name="start_date" label="Starts" />
        <FormDateField name="end_date" label="Ends" />
        <FormDateField name="enrollment_deadline" label="Enroll by" />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormNumberField name="capacity" label="Capacity" unit="seats" helpText="Leave empty for no limit." />
        <FormMoneyField name="price" label="Price of this run" helpText="Leave empty to use the course price." />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelect name="delivery_mode" label="Delivery" options={DELIVERY} />
        <FormSelect name="status" label="Status" options={STATUSES} />
      </Stack>
      <FormTextField name="schedule" label="Schedule" helpText="For example ‘Tue and Thu, 6–8 pm EAT’." />
      <FormTextField name="location" label="Location" helpText="For in-person and hybrid runs." />
      <FormSwitch name="is_active" label="Active" helpText="Inactive offerings are hidden from learners." />
    </ContractForm>
  );
}
