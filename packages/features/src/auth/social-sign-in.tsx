/** 'Continue with Google' and 'Continue with GitHub': the redirect sign-in of client spec §1 through the providers the API lists. */
import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { OAuthProviderName } from '@ujuzi/api';
import { useListOAuthProviders } from '@ujuzi/api/hooks';
import { SESSION_MESSAGES } from '@ujuzi/api';
import { Button, toast } from '@ujuzi/ui';
import { useState, type JSX } from 'react';
import { authorizeUrl, PROVIDER_LABELS } from './oauth';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

const MARKS: Record<OAuthProviderName, () => JSX.Element> = { google: GoogleMark, github: GitHubMark };

export function SocialSignIn({ next }: { next?: string }) {
  const providers = useListOAuthProviders();
  const [leaving, setLeaving] = useState<OAuthProviderName | null>(null);
  const start = (name: OAuthProviderName) => {
    const provider = providers.data?.find((candidate) => candidate.name === name && candidate.enabled);
    if (!provider) {
      toast.error(SESSION_MESSAGES.providerRetry(PROVIDER_LABELS[name]));
      return;
    }
    setLeaving(name);
    window.location.assign(authorizeUrl(provider, next));
  };
  const offered = (['google', 'github'] as const).filter(
    (name) => !providers.data || providers.data.some((provider) => provider.name === name && provider.enabled),
  );
  if (offered.length === 0) return null;
  return (
    <Stack gap="4">
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="2">
        {offered.map((name) => {
          const Mark = MARKS[name];
          return (
            <Button
              key={name}
              variant="outline"
              fullWidth
              startIcon={
                <Box as="span" display="inline-flex">
                  <Mark />
                </Box>
              }
              loading={leaving === name}
              loadingText={`Opening ${PROVIDER_LABELS[name]}…`}
              disabled={providers.isPending || leaving !== null}
              onClick={() => start(name)}
            >
              {`Continue with ${PROVIDER_LABELS[name]}`}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
