/** /dashboard/staff/edit/:slug (management): a staff member's details and role; then their page. */
import { Stack } from '@chakra-ui/react';
import { EmptyState, Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, links, useRouteParams, SLUG_PARAMS } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { StaffHeader, mayManageMember, memberName, useStaffMember } from '../shared';

const StaffForm = lazyPart(() => import('../shared/staff-form').then((m) => m.StaffForm), '40rem');

export function EditStaffPage() {
  const { slug } = useRouteParams(SLUG_PARAMS);
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useStaffMember(slug);
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="staff member"
        notFoundAction={<Link href={links.staff()}>Back to staff</Link>}
        header={(member) => (
          <StaffHeader
            title="Edit staff member"
            trail={member ? [{ label: memberName(member), href: links.staffMember(member.username) }] : []}
          />
        )}
        summary={(member) =>
          mayManageMember(user, member) ? (
            <StaffForm
              key={member.id}
              member={member}
              onSaved={(saved) => void navigate(links.staffMember(saved.username))}
              onCancel={() => void navigate(links.staffMember(member.username))}
            />
          ) : (
            <EmptyState
              headingLevel="h2"
              title="You cannot edit this staff member"
              description="Only someone with a higher role than theirs changes their details."
              action={<Link href={links.staffMember(member.username)}>Back to {memberName(member)}</Link>}
            />
          )
        }
      />
    </Stack>
  );
}
