/**
 * A student's parents, or a parent's children (student-parent relations), on the student's and the
 * parent's pages: each linked person with the relation, opening their page (and a child's documents);
 * management links another (with the relation) and unlinks one after a confirmation that names both.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StudentParentRelation, UserSummary } from '@ujuzi/api';
import { useDeleteStudentParentRelation, useListStudentParentRelations } from '@ujuzi/api/hooks';
import { PARENT_RELATION_LABELS, can, displayName } from '@ujuzi/domain';
import { Avatar, Badge, Button, Card, toast } from '@ujuzi/ui';
import { Link2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../session/session-context';
import { ActionButton } from '../../details/action-button';
import { lazyFormDialog } from '../../lists/crud';
import { links } from '../../links';
import { errorMessage } from '../../details/use-entity-action';
import { EntityLink } from '../entity-link';
import { QueryState } from '../query-state';

export type FamilySide = 'student' | 'parent';

const loadForm = () => import('./family-link-form').then((module) => module.FamilyLinkForm);
/** On a student's page a parent is linked, on a parent's page a child. */
const editTitle = (relation: StudentParentRelation | null) =>
  relation ? `Edit the link of ${displayName(relation.parent)} and ${displayName(relation.student)}` : '';
const DIALOGS = {
  student: lazyFormDialog(loadForm, {
    noun: 'link',
    title: (item: StudentParentRelation | null) => editTitle(item) || 'Link a parent',
    height: '26rem',
  }),
  parent: lazyFormDialog(loadForm, {
    noun: 'link',
    title: (item: StudentParentRelation | null) => editTitle(item) || 'Link a child',
    height: '26rem',
  }),
};

/** Every query that shows a link: relations, a parent's children, the dashboard's counts. */
export const refreshFamily = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      const path = typeof key === 'string' ? key : '';
      return path.startsWith('/accounts/student-parent-relations/') || path.startsWith('/accounts/dashboard/my-children/');
    },
  });

export interface FamilyLinksProps {
  /** The person whose page this is. */
  person: Pick<UserSummary, 'id' | 'username' | 'first_name' | 'last_name' | 'get_full_name'>;
  /** What they are: a student's page lists parents, a parent's page children. */
  side: FamilySide;
}

export function FamilyLinks({ person, side }: FamilyLinksProps) {
  const { user } = useSession();
  const manage = can(user, 'family.manage');
  const queryClient = useQueryClient();
  const relations = useListStudentParentRelations({ [side]: person.id, page_size: 100 });
  const remove = useDeleteStudentParentRelation();
  const [linking, setLinking] = useState(false);
  const [editing, setEditing] = useState<StudentParentRelation | null>(null);
  const other: FamilySide = side === 'student' ? 'parent' : 'student';
  const title = side === 'student' ? 'Parents and guardians' : 'Children';
  const FamilyLinkDialog = DIALOGS[side];

  const unlink = async (relation: StudentParentRelation) => {
    try {
      await remove.mutateAsync({ id: relation.id });
      toast.success('Unlinked', `${displayName(relation.parent)} and ${displayName(relation.student)} are no longer linked.`);
      await refreshFamily(queryClient);
    } catch (failure) {
      toast.error('Could not unlink them', errorMessage(failure));
    }
  };
  const linkButton = manage ? (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        setEditing(null);
        setLinking(true);
      }}
      onPointerEnter={FamilyLinkDialog.preload}
    >
      <Link2 aria-hidden="true" /> {side === 'student' ? 'Link a parent' : 'Link a child'}
    </Button>
  ) : null;

  return (
    <Card title={title} headingLevel={2} actions={linkButton}>
      <QueryState
        query={relations}
        noun={title.toLowerCase()}
        headingLevel="h3"
        empty={{
          title: side === 'student' ? 'No parent linked yet' : 'No child linked yet',
          description: manage
            ? `Link ${side === 'student' ? 'a parent or guardian' : 'a child'}, so they follow ${side === 'student' ? 'this student' : 'them'} from their home.`
            : 'Management links parents and their children.',
          action: linkButton,
        }}
      >
        {(page) => (
          <Stack as="ul" listStyle="none" gap="3" aria-label={title}>
            {page.results.map((relation) => {
              const them = relation[other];
              const href = links.person(them);
              return (
                <HStack as="li" key={relation.id} gap="3" justify="space-between" wrap="wrap">
                  <HStack gap="3" minW="0">
                    <Avatar name={displayName(them)} src={them.profile_picture} size="sm" decorative />
                    <Stack gap="0" minW="0">
                      {href ? <EntityLink href={href}>{displayName(them)}</EntityLink> : <Text>{displayName(them)}</Text>}
                      <Text textStyle="sm" color="fg.muted">
                        {PARENT_RELATION_LABELS[relation.relationship]}
                        {relation.can_pickup === false ? ' · may not collect' : ''}
                      </Text>
                    </Stack>
                    {relation.is_primary_contact ? <Badge tone="info">Primary contact</Badge> : null}
                  </HStack>
                  {side === 'parent' ? (
                    <EntityLink href={links.documents({ owner: them.id })}>{`Documents of ${displayName(them)}`}</EntityLink>
                  ) : null}
                  {manage ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={editTitle(relation)}
                      onClick={() => {
                        setEditing(relation);
                        setLinking(true);
                      }}
                      onPointerEnter={FamilyLinkDialog.preload}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                  ) : null}
                  {manage ? (
                    <ActionButton
                      label="Unlink"
                      destructive
                      variant="ghost"
                      confirm={{
                        title: `Unlink ${displayName(relation.parent)} from ${displayName(relation.student)}?`,
                        message: 'The parent no longer sees this child on their home. Both accounts stay.',
                        confirmLabel: 'Unlink',
                      }}
                      onRun={() => unlink(relation)}
                    />
                  ) : null}
                </HStack>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {manage ? (
        <FamilyLinkDialog
          item={editing}
          open={linking}
          onOpenChange={(open) => {
            setLinking(open);
            if (!open) setEditing(null);
          }}
          person={person}
          side={side}
        />
      ) : null}
    </Card>
  );
}
