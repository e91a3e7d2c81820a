/** /dashboard/staff/edit/:slug (management): a staff member's details and role; then their page. */
import { Stack } from '@chakra-ui/react';
import { EmptyState, Link } from '@ujuzi/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { useSession } from '../../session/session-context';
import { STAFF_HREF, StaffHeader, mayManageMember, memberName, staffMemberHref, useStaffMember } from '../shared';

const StaffForm = lazyPart(() => import('../shared/staff-form').then((m) => m.StaffForm), '40rem');

export function EditStaffPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useStaffMember(slug);
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="staff member"
        notFoundAction={<Link href={STAFF_HREF}>Back to staff</Link>}
        header={(member) => (
          <StaffHeader
            title="Edit staff member"
            trail={member ? [{ label: memberName(member), href: staffMemberHref(member.username) }] : []}
          />
        )}
        summary={(member) =>
          mayManageMember(user, member) ? (
            <StaffForm
              key={member.id}
              member={member}
              onSaved={(saved) => void navigate(staffMemberHref(saved.username))}
              onCancel={() => void navigate(staffMemberHref(member.username))}
            />
          ) : (
            <EmptyState
              headingLevel="h2"
              title="You cannot edit this staff member"
              description="Only someone with a higher role than theirs changes their details."
              action={<Link href={staffMemberHref(member.username)}>Back to {memberName(member)}</Link>}
            />
          )
        }
      />
    </Stack>
  );
}
