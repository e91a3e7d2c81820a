/** The frame of every sign-in page: a centred column with the page's heading, a card and links under it. */
import { Alert, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ('Already have an account? Sign in'). */
  footer?: ReactNode;
  /** Wider column for longer forms (registration). */
  wide?: boolean;
}

export function AuthLayout({ title, description, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <Container maxW={wide ? '2xl' : 'md'} px="4" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" boxShadow="sm" p={{ base: '5', md: '8' }}>
          {children}
        </Box>
        {footer ? (
          <Text textAlign="center" color="fg.muted" textStyle="sm">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}

export interface FormAlertProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  children: ReactNode;
}

/** A message at the top of a form: why the visitor is here, or what went wrong (announced when it appears). */
export function FormAlert({ tone, title, children }: FormAlertProps) {
  return (
    <Alert.Root status={tone} role={tone === 'error' ? 'alert' : 'status'} borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The second step of a sign-in with two-factor on (after a password or after Google/GitHub). */
export const TWO_FACTOR_TITLE = 'Two-factor sign-in';
export const TWO_FACTOR_DESCRIPTION = 'One more step: enter the code from your authenticator app to finish signing in.';
