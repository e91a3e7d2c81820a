import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser, User } from '@ujuzi/api';
import { getListUsersQueryKey, useActivateUser, useDeactivateUser, useListUsers } from '@ujuzi/api/hooks';
import { canManage, canOpen, displayName, isUserType } from '@ujuzi/domain';
import { Badge, Button, Link, SearchInput, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ROLE_LABELS } from '../../infra/shell/dashboard-shell';
import { QueryCard } from '../../infra/kit/shared/query-card';
import { links } from '../../infra/kit/links';

export const ACTIVATION_MESSAGES = {
  activated: (name: string) => `${name} can sign in again`,
  deactivated: (name: string) => `${name} has been deactivated`,
} as const;

/** §6: admins activate and deactivate users they may manage (a strictly higher level). */
export function UserActivation({ user }: { user: SessionUser }) {
  const [search, setSearch] = useState('');
  const params = { ordering: '-date_joined', page_size: 6, ...(search ? { search } : {}) };
  const users = useListUsers(params);
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey().slice(0, 1) });
  const onError = (error: Error) => void toast.error(error.message);
  const activate = useActivateUser({
    mutation: {
      onSuccess: (target: User) => void toast.success(ACTIVATION_MESSAGES.activated(displayName(target))),
      onError,
      onSettled: settle,
    },
  });
  const deactivate = useDeactivateUser({
    mutation: {
      onSuccess: (target: User) => void toast.success(ACTIVATION_MESSAGES.deactivated(displayName(target))),
      onError,
      onSettled: settle,
    },
  });
  const manages = (target: User) =>
    target.id !== user.id &&
    isUserType(user.user_type) &&
    isUserType(target.user_type) &&
    canManage(user.user_type, target.user_type);
  return (
    <QueryCard
      title="User accounts"
      description="Newest first. Deactivated users cannot sign in."
      query={users}
      isEmpty={(page) => page.results.length === 0}
      empty={{ title: search ? 'No users match your search' : 'No users yet' }}
      toolbar={<SearchInput label="Search users" placeholder="Search users…" value={search} onSearch={setSearch} size="sm" />}
      actions={
        canOpen(links.students(), user) ? (
          <Link href={links.students()} variant="plain">
            Students
          </Link>
        ) : undefined
      }
    >
      {(page) => (
        <Stack as="ul" listStyle="none" gap="0">
          {page.results.map((target) => {
            const name = displayName(target);
            const busy =
              (activate.isPending && activate.variables.id === target.id) ||
              (deactivate.isPending && deactivate.variables.id === target.id);
            return (
              <HStack
                as="li"
                key={target.id}
                justify="space-between"
                gap="3"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="border.muted"
                wrap="wrap"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <HStack gap="2">
                    <Text textStyle="xs" color="fg.muted">
                      {ROLE_LABELS[target.user_type] ?? target.user_type} · {target.username}
                    </Text>
                    <Badge size="xs" tone={target.is_active ? 'success' : 'neutral'}>
                      {target.is_active ? 'Active' : 'Deactivated'}
                    </Badge>
                  </HStack>
                </Stack>
                {manages(target) ? (
                  target.is_active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={busy}
                      onClick={() => deactivate.mutate({ id: target.id })}
                      aria-label={`Deactivate ${name}`}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="subtle"
                      loading={busy}
                      onClick={() => activate.mutate({ id: target.id })}
                      aria-label={`Activate ${name}`}
                    >
                      Activate
                    </Button>
                  )
                ) : null}
              </HStack>
            );
          })}
        </Stack>
      )}
    </QueryCard>
  );
}
