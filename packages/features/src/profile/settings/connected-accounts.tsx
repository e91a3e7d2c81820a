/**
 * Google and GitHub accounts linked to the user (auth/oauth/social-accounts), each with Disconnect
 * after a confirmation; the server refuses to unlink the only way to sign in, and says so.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { OAuthProviderName } from '@ujuzi/api';
import { getListSocialAccountsQueryKey, useDisconnectSocialAccount, useListSocialAccounts } from '@ujuzi/api/hooks';
import { formatDate } from '@ujuzi/domain';
import { Avatar } from '@ujuzi/ui';
import { ActionButton, QueryCard, useEntityAction } from '../../infra/kit';

const PROVIDER_LABELS: Record<OAuthProviderName, string> = { google: 'Google', github: 'GitHub' };

export function ConnectedAccounts() {
  const accounts = useListSocialAccounts();
  const disconnect = useDisconnectSocialAccount();
  const unlink = useEntityAction<unknown, OAuthProviderName>({
    queryKey: getListSocialAccountsQueryKey(),
    call: (provider) => disconnect.mutateAsync({ data: { provider } }),
    success: (provider) => `${PROVIDER_LABELS[provider]} account disconnected`,
    failure: 'Could not disconnect the account',
  });
  return (
    <QueryCard
      title="Connected accounts"
      description="Accounts you can sign in with besides your password."
      query={accounts}
      loadingLines={2}
      empty={{
        title: 'No accounts connected',
        description: 'Sign in once with Google or GitHub on the sign-in page to connect that account.',
      }}
    >
      {(list) => (
        <Stack as="ul" listStyle="none" gap="4">
          {list.map((account) => {
            const provider = PROVIDER_LABELS[account.provider];
            return (
              <HStack as="li" key={account.id} justify="space-between" gap="3" wrap="wrap">
                <HStack gap="3" minW="0">
                  <Avatar name={account.display_name || provider} src={account.avatar_url} size="sm" decorative />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{provider}</Text>
                    <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                      {[account.email ?? account.display_name, `connected ${formatDate(account.date_joined)}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </HStack>
                <ActionButton
                  label={`Disconnect ${provider}`}
                  destructive
                  variant="outline"
                  confirm={{
                    title: `Disconnect your ${provider} account?`,
                    message: `You can no longer sign in with ${provider} until you connect it again.`,
                    confirmLabel: 'Disconnect',
                  }}
                  onRun={() => unlink.run(account.provider)}
                  pending={unlink.pending}
                />
              </HStack>
            );
          })}
        </Stack>
      )}
    </QueryCard>
  );
}
