/**
 * /dashboard/alumni/:id: an alumnus's profile — course, cohort, employer, role, location and links, the
 * student record of their account where the viewer may open it. Admins (and the alumnus) edit the record;
 * admins delete it after a confirmation.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Alumnus } from '@ujuzi/api';
import { useDeleteAlumnus, useGetAlumnus } from '@ujuzi/api/hooks';
import { getAlumnusPath } from '@ujuzi/api/path-params';
import { canOpen, formatDateTime } from '@ujuzi/domain';
import { Badge, Button, Card, Link, toast } from '@ujuzi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton,
  DetailField,
  DetailFields,
  DetailPage,
  EntityLink,
  errorMessage,
  links,
  useRouteParams,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { ALUMNI_CRUMB, AlumniHeader, AlumnusDialog, mayEditAlumnus, mayManageAlumni, refreshAlumni } from '../shared';

function Profile({ alumnus, account }: { alumnus: Alumnus; account: string | null }) {
  const employer = alumnus.current_employer;
  return (
    <Stack gap="5">
      <Card title="Profile" headingLevel={2}>
        <DetailFields>
          <DetailField label="Course">
            {alumnus.course ? <EntityLink href={links.course(alumnus.course.slug)}>{alumnus.course.title}</EntityLink> : '—'}
          </DetailField>
          <DetailField label="Programme or cohort">{alumnus.programme || '—'}</DetailField>
          <DetailField label="Class of">
            <EntityLink href={links.alumni({ graduation_year: alumnus.graduation_year })}>
              {String(alumnus.graduation_year)}
            </EntityLink>
          </DetailField>
          <DetailField label="Employer">
            {employer ? <EntityLink href={links.alumni({ current_employer: employer })}>{employer}</EntityLink> : 'Not stated'}
          </DetailField>
          <DetailField label="Role">{alumnus.job_title || '—'}</DetailField>
          <DetailField label="Location">{alumnus.location || '—'}</DetailField>
          <DetailField label="Mentoring">{alumnus.is_mentor ? 'Mentors current students' : 'Not mentoring'}</DetailField>
        </DetailFields>
      </Card>
      <Card title="Links" headingLevel={2}>
        <DetailFields>
          <DetailField label="LinkedIn">
            {alumnus.linkedin_url ? (
              <Link href={alumnus.linkedin_url}>{alumnus.linkedin_url.replace(/^https?:\/\//, '')}</Link>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label="E-mail">
            {alumnus.email ? <Link href={`mailto:${alumnus.email}`}>{alumnus.email}</Link> : '—'}
          </DetailField>
          <DetailField label="Phone">
            {alumnus.phone_number ? <Link href={`tel:${alumnus.phone_number}`}>{alumnus.phone_number}</Link> : '—'}
          </DetailField>
          {account ? (
            <DetailField label="Account">
              <EntityLink href={account}>Student record</EntityLink>
            </DetailField>
          ) : null}
          <DetailField label="Updated">{formatDateTime(alumnus.updated_at)}</DetailField>
        </DetailFields>
      </Card>
      {alumnus.bio ? (
        <Card title="About" headingLevel={2}>
          <Text whiteSpace="pre-line">{alumnus.bio}</Text>
        </Card>
      ) : null}
    </Stack>
  );
}

export function AlumnusPage() {
  const { id } = useRouteParams(getAlumnusPath);
  const query = useGetAlumnus(id);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAlumnus();
  const [editing, setEditing] = useState(false);

  const removeRecord = async () => {
    try {
      await remove.mutateAsync({ id });
      toast.success('Alumni record deleted');
      await refreshAlumni(queryClient);
      void navigate(links.alumni());
    } catch (failure) {
      toast.error('Could not delete the alumni record', errorMessage(failure));
    }
  };

  const actions = (alumnus: Alumnus) => (
    <>
      {mayEditAlumnus(user, alumnus) ? (
        <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={AlumnusDialog.preload}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      ) : null}
      {mayManageAlumni(user) ? (
        <ActionButton
          label="Delete"
          destructive
          pending={remove.isPending}
          confirm={{
            title: `Delete ${alumnus.full_name ?? 'this alumni record'}?`,
            message: 'The record leaves the directory for good.',
          }}
          onRun={removeRecord}
        />
      ) : null}
    </>
  );
  /** The alumnus's account opens as a student record, for viewers that route lets in. */
  const accountOf = (alumnus: Alumnus) => {
    if (alumnus.user === null || alumnus.user === undefined) return null;
    const href = links.student(alumnus.user);
    return canOpen(href, user) ? href : null;
  };

  return (
    <>
      <DetailPage
        query={query}
        noun="alumnus"
        notFoundAction={<Link href={links.alumni()}>Back to the alumni directory</Link>}
        header={(alumnus) => (
          <AlumniHeader
            title={alumnus ? (alumnus.full_name ?? `${alumnus.first_name} ${alumnus.last_name}`) : 'Alumnus'}
            trail={[ALUMNI_CRUMB]}
            current={links.alumni()}
            description={
              alumnus ? (
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  {alumnus.is_mentor ? <Badge tone="success">Mentor</Badge> : null}
                  {alumnus.is_public ? null : <Badge tone="neutral">Hidden from the directory</Badge>}
                  <Text as="span" color="fg.muted">
                    {[alumnus.job_title, alumnus.current_employer].filter(Boolean).join(' at ') ||
                      `Class of ${alumnus.graduation_year}`}
                  </Text>
                </Stack>
              ) : undefined
            }
            actions={alumnus ? actions(alumnus) : undefined}
          />
        )}
        summary={(alumnus) => <Profile alumnus={alumnus} account={accountOf(alumnus)} />}
      />
      {query.data ? <AlumnusDialog item={query.data} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}
