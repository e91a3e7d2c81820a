/** The public site's shell (client spec §1, §2): header with navigation and sign-in, the page, and the footer. */
import { Box, Container, Flex, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { href } from '@ujuzi/domain';
import { LogOut, Mail, MapPin, Menu as MenuIcon, Phone, Smartphone, Star } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { Drawer, preloadDrawer } from '../../components/drawer/drawer';
import { HydrationSlice } from '../../hydration/hydration-slice';
import { IconButton } from '../../components/icon-button/icon-button';
import { Link } from '../../components/link/link';
import { pathWithin } from '../dashboard-layout/sidebar-model';
import { ButtonLink } from '../../components/link/button-link';
import { MAIN_CONTENT_ID, RouterAnchor, SkipLink } from '../shell-links';
import { Wordmark } from '../wordmark';

/** The pages the public shell links to (client spec §2), from the route table of @ujuzi/domain. */
export const PUBLIC_PATHS = {
  home: href('/'),
  courses: href('/courses'),
  articles: href('/articles'),
  about: href('/about'),
  contact: href('/contact'),
  admissions: href('/admissions'),
  faq: href('/faq'),
  terms: href('/terms'),
  privacy: href('/privacy'),
  cookies: href('/cookies'),
  accessibility: href('/accessibility'),
  login: href('/login'),
  register: href('/register'),
  dashboard: href('/dashboard'),
};

/** Client spec §2: the header's links. */
export const HEADER_LINKS = [
  { label: 'Home', href: PUBLIC_PATHS.home },
  { label: 'Courses', href: PUBLIC_PATHS.courses },
  { label: 'Articles', href: PUBLIC_PATHS.articles },
  { label: 'About', href: PUBLIC_PATHS.about },
] as const;

/** Client spec §2: every footer link, grouped into columns. */
export const FOOTER_LINK_GROUPS = [
  {
    title: 'Explore',
    links: [
      { label: 'About Us', href: PUBLIC_PATHS.about },
      { label: 'Courses', href: PUBLIC_PATHS.courses },
      { label: 'Articles and Blog', href: PUBLIC_PATHS.articles },
      { label: 'Admissions', href: PUBLIC_PATHS.admissions },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Latest Articles', href: PUBLIC_PATHS.articles },
      { label: 'FAQs', href: PUBLIC_PATHS.faq },
      { label: 'Contact Us', href: PUBLIC_PATHS.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: PUBLIC_PATHS.terms },
      { label: 'Privacy Policy', href: PUBLIC_PATHS.privacy },
      { label: 'Accessibility', href: PUBLIC_PATHS.accessibility },
    ],
  },
] as const;

/** Client spec §2: the small links of the footer's bottom line. */
export const FOOTER_LEGAL_LINKS = [
  { label: 'Terms', href: PUBLIC_PATHS.terms },
  { label: 'Privacy', href: PUBLIC_PATHS.privacy },
  { label: 'Cookies', href: PUBLIC_PATHS.cookies },
] as const;

/**
 * The school's details for the footer, as the office keeps them (the app reads them from its data);
 * a detail that is not set, or not loaded yet, is left out.
 */
export interface PublicSiteInfo {
  /** The school's name, for the copyright line. Defaults to 'Ujuzi'. */
  name?: string;
  /** The postal address, e.g. 'Ujuzi, Kilimani, Nairobi, Kenya'. */
  address?: string;
  /** The phone number as shown, e.g. '+254 712 345 678'. */
  phone?: string;
  /** The contact e-mail address. */
  email?: string;
  /** Social profiles, e.g. { label: 'Facebook', href: 'https://facebook.com/…' }. */
  social: readonly { label: string; href: string }[];
  /** The Android app's store page (the app card shows without its link until it is known). */
  androidAppHref?: string;
  /** The learners figure of the trust line ('10,000+'), as the office states it; no trust line without it. */
  learnersCount?: string;
}

export interface PublicLayoutProps {
  /** The page. */
  children: ReactNode;
  /** The current path: marks the current header link with aria-current="page". */
  currentPath: string;
  /** True when someone is signed in: Dashboard and Logout instead of Login and Get Started. */
  loggedIn: boolean;
  /** Logout from the header (the caller clears the session and toasts 'Successfully logged out'). */
  onLogout: () => void;
  /** The footer's details: address, phone, e-mail, social links, app link. */
  site: PublicSiteInfo;
  /** The newsletter signup form, placed in the footer. */
  newsletter?: ReactNode;
}

function HeaderLinks({
  currentPath,
  onNavigate,
  vertical = false,
}: {
  currentPath: string;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  return (
    <Flex as="ul" listStyle="none" direction={vertical ? 'column' : 'row'} gap={vertical ? '1' : '1'}>
      {HEADER_LINKS.map((link) => {
        const current = link.href === '/' ? currentPath === '/' : pathWithin(link.href, currentPath);
        return (
          <li key={link.href}>
            <chakra.span
              asChild
              display="flex"
              alignItems="center"
              px="3"
              minH="10"
              borderRadius="l2"
              fontWeight={current ? 'semibold' : 'medium'}
              color={current ? 'brand.fg' : 'fg.muted'}
              bg={current ? 'brand.subtle' : undefined}
              _hover={{ color: 'fg', bg: current ? 'brand.subtle' : 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <RouterAnchor href={link.href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                {link.label}
              </RouterAnchor>
            </chakra.span>
          </li>
        );
      })}
    </Flex>
  );
}

function AuthActions({
  loggedIn,
  onLogout,
  onNavigate,
  stacked = false,
}: {
  loggedIn: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  return (
    <Flex gap="2" direction={stacked ? 'column' : 'row'} align={stacked ? 'stretch' : 'center'}>
      {loggedIn ? (
        <>
          <ButtonLink href={PUBLIC_PATHS.dashboard} variant="outline" size="sm" fullWidth={stacked} onClick={onNavigate}>
            Dashboard
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            startIcon={<LogOut size={16} />}
            fullWidth={stacked}
            onClick={() => {
              onNavigate?.();
              onLogout();
            }}
          >
            Logout
          </Button>
        </>
      ) : (
        <>
          <ButtonLink href={PUBLIC_PATHS.login} variant="ghost" size="sm" fullWidth={stacked} onClick={onNavigate}>
            Login
          </ButtonLink>
          <ButtonLink href={PUBLIC_PATHS.register} size="sm" fullWidth={stacked} onClick={onNavigate}>
            Get Started
          </ButtonLink>
        </>
      )}
    </Flex>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" textStyle="sm" fontWeight="semibold" color="fg" mb="3">
      {children}
    </Heading>
  );
}

/**
 * From 1024 px the header shows its links inline; below, a menu button opens them in a drawer.
 * A skip link leads to <main>; the footer is the contentinfo landmark.
 */
/**
 * The school's details come from data that may have changed since the page was prerendered (the
 * office saved a new phone), and a footer far down the page hydrates late, with the newer data:
 * Preact's hydration keeps the prerendered attributes (a `tel:` link's old number under the new text).
 * The element carries its details' signature; when the one in the page (kept from the prerender)
 * differs, the element is built again. Otherwise nothing changes (hydration keeps every element).
 */
function useFreshDetails(signature: string) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!element || element.dataset.details === signature) return undefined;
    let mounted = true;
    void Promise.resolve().then(() => mounted && setGeneration((value) => value + 1));
    return () => {
      mounted = false;
    };
  }, [element, signature]);
  return [setElement, generation] as const;
}

/** The footer's address, phone and e-mail (rebuilt when the prerendered ones are out of date). */
function FooterContact({ site }: { site: PublicSiteInfo }) {
  const details = [site.address, site.phone, site.email].join('|');
  const [attach, generation] = useFreshDetails(details);
  return (
    <Box as="address" fontStyle="normal" textStyle="sm" color="fg.muted" key={generation} ref={attach} data-details={details}>
      <Stack gap="2">
        {site.address ? (
          <HStack gap="2" align="flex-start">
            <Box as="span" aria-hidden="true" pt="0.5" display="inline-flex">
              <MapPin size={16} />
            </Box>
            <span>{site.address}</span>
          </HStack>
        ) : null}
        {site.phone ? (
          <HStack gap="2">
            <Box as="span" aria-hidden="true" display="inline-flex">
              <Phone size={16} />
            </Box>
            <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} variant="muted">
              {site.phone}
            </Link>
          </HStack>
        ) : null}
        {site.email ? (
          <HStack gap="2">
            <Box as="span" aria-hidden="true" display="inline-flex">
              <Mail size={16} />
            </Box>
            <Link href={`mailto:${site.email}`} variant="muted">
              {site.email}
            </Link>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

function AppLink({ href }: { href: string }) {
  const [attach, generation] = useFreshDetails(href);
  return (
    <Box pt="1" key={generation} ref={attach} data-details={href}>
      <Link href={href} variant="plain">
        Download for Android
      </Link>
    </Box>
  );
}

function SocialLinks({ social }: { social: PublicSiteInfo['social'] }) {
  const details = social.map((profile) => profile.href).join(' ');
  const [attach, generation] = useFreshDetails(details);
  return (
    <Box key={generation} ref={attach} data-details={details}>
      <FooterHeading>Follow us</FooterHeading>
      <HStack as="ul" listStyle="none" gap="4" wrap="wrap">
        {social.map((profile) => (
          <li key={profile.href}>
            <Link href={profile.href} variant="muted">
              {profile.label}
            </Link>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

export function PublicLayout({ children, currentPath, loggedIn, onLogout, site, newsletter }: PublicLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const year = new Date().getFullYear();

  return (
    <Flex direction="column" minH="100dvh" bg="bg" color="fg">
      <SkipLink />
      <HydrationSlice>
        <chakra.header position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
          <Container maxW="content" height="16" display="flex" alignItems="center" gap="4">
            <Wordmark href={PUBLIC_PATHS.home} />
            <chakra.nav aria-label="Main" hideBelow="lg" flex="1" display="flex" justifyContent="center">
              <HydrationSlice>
                <HeaderLinks currentPath={currentPath} />
              </HydrationSlice>
            </chakra.nav>
            <Box hideBelow="lg">
              <HydrationSlice>
                <AuthActions loggedIn={loggedIn} onLogout={onLogout} />
              </HydrationSlice>
            </Box>
            <Box hideFrom="lg" ms="auto">
              {/* The drawer's code is fetched on the way to a click (pointer over, or focus), so it opens at once. */}
              <IconButton
                aria-label="Open menu"
                icon={<MenuIcon />}
                onClick={() => setMenuOpen(true)}
                onPointerEnter={preloadDrawer}
                onFocus={preloadDrawer}
              />
            </Box>
          </Container>
        </chakra.header>
      </HydrationSlice>

      <Drawer title="Menu" hideTitle open={menuOpen} onOpenChange={setMenuOpen} placement="end" closeLabel="Close menu">
        <Stack gap="6">
          <chakra.nav aria-label="Main">
            <HeaderLinks currentPath={currentPath} onNavigate={close} vertical />
          </chakra.nav>
          <AuthActions loggedIn={loggedIn} onLogout={onLogout} onNavigate={close} stacked />
        </Stack>
      </Drawer>

      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>

      <HydrationSlice>
        <chakra.footer bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="12">
          <Container maxW="content" py={{ base: '10', md: '14' }}>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 12 }} gap={{ base: '8', lg: '10' }}>
              <HydrationSlice>
                <Stack gap="4" gridColumn={{ lg: 'span 4' }} minW="0">
                  <Wordmark href={PUBLIC_PATHS.home} />
                  <Text color="fg.muted" textStyle="sm" maxW="sm">
                    Practical tech skills for learners in Kenya and beyond: courses, projects and certificates.
                  </Text>
                  {site.learnersCount ? (
                    <HStack gap="2" color="fg" fontWeight="semibold" textStyle="sm">
                      <Box as="span" aria-hidden="true" color="accent.fg" display="inline-flex">
                        <Star size={16} fill="currentColor" />
                      </Box>
                      <span>Trusted by {site.learnersCount} learners</span>
                    </HStack>
                  ) : null}
                  <FooterContact site={site} />
                </Stack>
              </HydrationSlice>

              <SimpleGrid as="nav" aria-label="Footer" columns={{ base: 2, sm: 3 }} gap="6" gridColumn={{ lg: 'span 4' }}>
                {FOOTER_LINK_GROUPS.map((group) => (
                  <HydrationSlice key={group.title}>
                    <Box>
                      <FooterHeading>{group.title}</FooterHeading>
                      <Stack as="ul" listStyle="none" gap="3" textStyle="sm">
                        {group.links.map((link) => (
                          <li key={link.label}>
                            <Link href={link.href} variant="muted">
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </Stack>
                    </Box>
                  </HydrationSlice>
                ))}
              </SimpleGrid>

              <HydrationSlice>
                <Stack gap="6" gridColumn={{ md: 'span 2', lg: 'span 4' }} textStyle="sm">
                  {newsletter ? (
                    <Box>
                      <FooterHeading>Newsletter</FooterHeading>
                      {newsletter}
                    </Box>
                  ) : null}
                  <Box borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel" p="4">
                    <HStack gap="3" align="flex-start">
                      <Box
                        as="span"
                        aria-hidden="true"
                        bg="brand.subtle"
                        color="brand.fg"
                        borderRadius="l2"
                        p="2"
                        display="inline-flex"
                      >
                        <Smartphone size={20} />
                      </Box>
                      <Stack gap="1" flex="1">
                        <Heading as="h2" textStyle="sm" fontWeight="semibold">
                          Get the Ujuzi app
                        </Heading>
                        <Text textStyle="sm" color="fg.muted">
                          Learn on the go with our app for Android devices.
                        </Text>
                        {site.androidAppHref ? <AppLink href={site.androidAppHref} /> : null}
                      </Stack>
                    </HStack>
                  </Box>
                  {site.social.length ? <SocialLinks social={site.social} /> : null}
                </Stack>
              </HydrationSlice>
            </SimpleGrid>

            <HydrationSlice>
              <Flex
                mt="10"
                pt="6"
                borderTopWidth="1px"
                borderColor="border"
                direction={{ base: 'column', sm: 'row' }}
                gap="3"
                justify="space-between"
                textStyle="sm"
                color="fg.muted"
              >
                <Text>
                  © {year} {site.name ?? 'Ujuzi'}. All rights reserved.
                </Text>
                <HStack as="ul" listStyle="none" gap="4" aria-label="Legal">
                  {FOOTER_LEGAL_LINKS.map((link) => (
                    <li key={link.label}>
                      <Link href={link.href} variant="muted">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </HStack>
              </Flex>
            </HydrationSlice>
          </Container>
        </chakra.footer>
      </HydrationSlice>
    </Flex>
  );
}
