/** The access-denied page (client spec §2, §6): where a signed-in user lands after a route their role may not open. */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ROUTE_MESSAGES } from '@ujuzi/domain';
import { ButtonLink, Link } from '@ujuzi/ui';
import { ShieldAlert } from 'lucide-react';
import { useSession } from '../../infra/session/session-context';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { links } from '../../infra/kit/links';

export function UnauthorizedPage() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <PageContainer narrow>
      <PageMeta title="Access denied" description={ROUTE_MESSAGES.denied} path="/unauthorized" noindex />
      <Stack align="center" textAlign="center" gap="4" py={{ base: '14', md: '20' }}>
        <Box aria-hidden="true" bg="warning.subtle" color="warning.fg" borderRadius="full" p="4" display="inline-flex">
          <ShieldAlert size={32} />
        </Box>
        <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }}>
          Access denied
        </Heading>
        <Text color="fg.muted" maxW="md">
          {ROUTE_MESSAGES.denied}. If you think you should have access, ask your school administrator to check your account type.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" pt="2">
          {signedIn ? (
            <ButtonLink href={links.dashboard()}>Back to your dashboard</ButtonLink>
          ) : (
            <ButtonLink href={links.login()}>Sign in</ButtonLink>
          )}
          <ButtonLink href="/" variant="outline">
            Go to the home page
          </ButtonLink>
        </HStack>
        <Text textStyle="sm" color="fg.muted" pt="4">
          Still stuck? <Link href="/contact">Contact us</Link>.
        </Text>
      </Stack>
    </PageContainer>
  );
}
