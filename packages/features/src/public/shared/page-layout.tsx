/** The public pages' common frame: a page column, a page header with the one <h1>, titled sections and prose. */
import { Box, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { HydrationSlice } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** The content column every public page sits in (72 rem, padded at the edges). */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Container maxW={narrow ? '3xl' : 'content'} px={{ base: '4', md: '6' }}>
      {children}
    </Container>
  );
}

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: ReactNode;
  /** A short line above the title ('Courses', 'Article'). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content under the actions (meta line, filters). */
  children?: ReactNode;
  narrow?: boolean;
}

/** The top band of a page: eyebrow, <h1>, lead and actions on a tinted background. */
export function PageHeader({ title, eyebrow, lead, actions, children, narrow }: PageHeaderProps) {
  return (
    <HydrationSlice>
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border" py={{ base: '8', md: '12' }}>
        <PageContainer narrow={narrow}>
          <Stack gap="3" maxW="3xl">
            {eyebrow ? (
              <Text textStyle="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" textStyle={{ base: '3xl', md: '4xl' }} lineHeight="1.15" letterSpacing="tight">
              {title}
            </Heading>
            {lead ? (
              <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="prose">
                {lead}
              </Text>
            ) : null}
            {actions ? (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2" align={{ base: 'stretch', sm: 'center' }}>
                {actions}
              </Stack>
            ) : null}
            {children}
          </Stack>
        </PageContainer>
      </Box>
    </HydrationSlice>
  );
}

export interface PageSectionProps {
  /** The section's <h2>; names the region. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** A link at the heading's end ('All courses'). */
  action?: ReactNode;
  children: ReactNode;
  /** A tinted band instead of the page background. */
  tinted?: boolean;
  /** Visually hides the heading (still read by screen readers). */
  hideTitle?: boolean;
}

/** A titled section of a page: a region named by its <h2>. */
export function PageSection({ title, description, action, children, tinted = false, hideTitle = false }: PageSectionProps) {
  const id = useId();
  return (
    <HydrationSlice>
      <chakra.section aria-labelledby={id} bg={tinted ? 'bg.subtle' : undefined} py={{ base: '10', md: '14' }}>
        <PageContainer>
          <Stack gap="6">
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ base: 'flex-start', sm: 'flex-end' }}
              gap="2"
              srOnly={hideTitle || undefined}
            >
              <Stack gap="1">
                <Heading as="h2" id={id} textStyle={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
                  {title}
                </Heading>
                {description ? <Text color="fg.muted">{description}</Text> : null}
              </Stack>
              {action}
            </Stack>
            {children}
          </Stack>
        </PageContainer>
      </chakra.section>
    </HydrationSlice>
  );
}

const proseStyles = {
  '& > * + *, & > section > * + *': { marginTop: '1em' },
  '& h2': { fontSize: '1.4em', fontWeight: 'semibold', lineHeight: '1.3', letterSpacing: 'tight' },
  '& h3': { fontSize: '1.15em', fontWeight: 'semibold', lineHeight: '1.3' },
  // Headings after other content get room above them (no :first-child: unsafe with server rendering).
  '& * + h2, & section + section > h2': { marginTop: '1.6em' },
  '& * + h3': { marginTop: '1.4em' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.35em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  '& strong': { fontWeight: 'semibold' },
  '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& table:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.5em 0.75em', textAlign: 'start', verticalAlign: 'top' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
} as const;

/** Long-form text written in the app (legal pages, admissions): readable measure and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Box maxW="prose" lineHeight="1.75" css={proseStyles} overflowWrap="break-word">
      {children}
    </Box>
  );
}
