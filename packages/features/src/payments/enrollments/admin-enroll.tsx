/**
 * 'Enroll by hand' (createAdminEnrollment, admins): one learner in one course with the status and the
 * amount set by the school — a scholarship (KES 0, active at once), a sponsorship, a trial — unlike
 * 'Enroll learners', which enrolls many at the course's price. Opens the new enrollment when done.
 */
import { Stack } from '@chakra-ui/react';
import type { EnrollmentStatus } from '@ujuzi/api';
import { createAdminEnrollment, useListCourses, useListStudentUsers } from '@ujuzi/api/hooks';
import { ENROLLMENT_STATUS_LABELS, formatMoney } from '@ujuzi/domain';
import { Checkbox, ConfirmDialog, RadioGroup, SearchInput, Select, TextField, TextareaField, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, links } from '../../infra/kit';

export const ADMIN_ENROLL_MESSAGES = {
  learner: 'Choose the learner.',
  course: 'Choose the course.',
  amount: 'Enter the amount in KES, 0 or more (0 for a full scholarship).',
} as const;
const STATUSES: readonly EnrollmentStatus[] = ['active', 'trial', 'payment_pending'];

export function AdminEnrollDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [learner, setLearner] = useState('');
  const [course, setCourse] = useState('');
  const [status, setStatus] = useState<string>('active');
  const [amount, setAmount] = useState('0');
  const [notes, setNotes] = useState('');
  const [confirmation, setConfirmation] = useState(true);
  const [errors, setErrors] = useState<{ learner?: string; course?: string; amount?: string }>({});
  const courses = useListCourses({ page_size: 100, ordering: 'title' });
  const students = useListStudentUsers({ search: search || undefined, page_size: 10 });
  const found = (students.data?.results ?? []).map((student) => ({
    value: String(student.id),
    label: `${[student.first_name, student.last_name].filter(Boolean).join(' ') || student.username} (${student.username})`,
  }));
  const courseTitle = courses.data?.results.find((candidate) => String(candidate.id) === course)?.title;
  const value = Number(amount.replace(/,/g, ''));

  const run = async () => {
    const missing = {
      learner: learner ? undefined : ADMIN_ENROLL_MESSAGES.learner,
      course: course ? undefined : ADMIN_ENROLL_MESSAGES.course,
      amount: amount.trim() !== '' && Number.isFinite(value) && value >= 0 ? undefined : ADMIN_ENROLL_MESSAGES.amount,
    };
    setErrors(missing);
    if (missing.learner || missing.course || missing.amount) throw new Error('Fields missing');
    try {
      const created = await createAdminEnrollment({
        user_id: Number(learner),
        course_id: Number(course),
        status: status as EnrollmentStatus,
        total_amount: value.toFixed(2),
        currency: 'KES',
        notes: notes.trim() || null,
        send_confirmation: confirmation,
      });
      toast.success(
        `${created.user.get_full_name ?? created.user.username} enrolled in ${created.course.title}`,
        `${ENROLLMENT_STATUS_LABELS[created.status]} · ${formatMoney(created.total_amount, created.currency)}`,
      );
      onDone();
      onClose();
      void navigate(links.enrollment(created.id));
    } catch (error) {
      toast.error('Could not enroll the learner', errorMessage(error));
      throw error;
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={courseTitle ? `Enroll by hand in ${courseTitle}` : 'Enroll by hand'}
      message="For scholarships and sponsorships: the status and the amount are the school’s, not the course’s price."
      confirmLabel="Enroll"
      onConfirm={run}
    >
      <Stack gap="4">
        <SearchInput
          label="Find the learner"
          showLabel
          defaultValue={search}
          onSearch={setSearch}
          placeholder="Name or username"
        />
        <RadioGroup
          label="Learner"
          required
          options={found}
          value={learner || null}
          error={errors.learner}
          onChange={setLearner}
        />
        <Select
          label="Course"
          required
          placeholder={courses.isPending ? 'Loading the courses…' : 'Choose a course'}
          value={course}
          error={errors.course}
          onChange={setCourse}
          options={(courses.data?.results ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
        />
        <Select
          label="Status"
          required
          value={status}
          onChange={setStatus}
          options={STATUSES.map((option) => ({ value: option, label: ENROLLMENT_STATUS_LABELS[option] }))}
        />
        <TextField
          label="Amount (KES)"
          required
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          helpText="What the learner pays; 0 for a full scholarship."
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextareaField label="Notes" rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <Checkbox label="Send the learner the enrollment confirmation" checked={confirmation} onChange={setConfirmation} />
      </Stack>
    </ConfirmDialog>
  );
}
