/** /dashboard/staff/new (management): a new staff account; then their page. They set a password through password reset. */
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { StaffHeader } from '../shared';

const StaffForm = lazyPart(() => import('../shared/staff-form').then((m) => m.StaffForm), '40rem');

export function NewStaffPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="52rem">
      <StaffHeader
        title="Add staff member"
        description="They sign in with their username once they set a password through ‘Forgot password’."
      />
      <StaffForm
        member={null}
        onSaved={(saved) => void navigate(links.staffMember(saved.username))}
        onCancel={() => void navigate(links.staff())}
      />
    </Stack>
  );
}
