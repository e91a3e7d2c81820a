/**
 * /dashboard/parents/:id (staff): a parent's contacts and their linked children, each child opening the
 * student's page; management links another child (with the relation) or unlinks one.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { User } from '@ujuzi/api';
import { getUserPath } from '@ujuzi/api/path-params';
import { displayName, formatDate, formatDateTime } from '@ujuzi/domain';
import { Badge, Card, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, FamilyLinks, links, useRouteParams } from '../../infra/kit';
import { ParentsHeader, useParent } from '../shared';

function Profile({ parent }: { parent: User }) {
  return (
    <Card title="Contacts" headingLevel={2}>
      <DetailFields>
        <DetailField label="Username">@{parent.username}</DetailField>
        <DetailField label="E-mail">
          <Link href={`mailto:${parent.email}`}>{parent.email}</Link>
        </DetailField>
        <DetailField label="Phone">
          {parent.phone_number ? <Link href={`tel:${parent.phone_number}`}>{parent.phone_number}</Link> : '—'}
        </DetailField>
        <DetailField label="Address">{parent.address || '—'}</DetailField>
        <DetailField label="Account created">{formatDate(parent.date_joined)}</DetailField>
        <DetailField label="Last sign-in">{parent.last_login ? formatDateTime(parent.last_login) : 'Never'}</DetailField>
      </DetailFields>
    </Card>
  );
}

export function ParentPage() {
  const { id } = useRouteParams(getUserPath);
  const query = useParent(id);
  return (
    <DetailPage
      query={query}
      noun="parent"
      notFoundAction={<Link href={links.parents()}>Back to parents</Link>}
      header={(parent) => (
        <ParentsHeader
          title={parent ? displayName(parent) : 'Parent'}
          description={
            parent ? (
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Badge tone={parent.is_active ? 'success' : 'neutral'}>{parent.is_active ? 'Active' : 'Deactivated'}</Badge>
                <Text as="span" color="fg.muted">
                  Parent
                </Text>
              </Stack>
            ) : undefined
          }
        />
      )}
      summary={(parent) => (
        <Stack gap="5">
          <Profile parent={parent} />
          <FamilyLinks person={parent} side="parent" />
        </Stack>
      )}
    />
  );
}
