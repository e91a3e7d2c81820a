/** The dashboard's navigation: sections that open and close, nested links, counters, and an icons-only rail. */
import { Box, HStack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { COUNT_CAPS, CountBadge } from '../../components/badge/badge';
import { Tooltip } from '../../components/tooltip/tooltip';
import { RouterAnchor } from '../shell-links';
import { totalCounter, type ActiveEntry, type SidebarEntry } from './sidebar-model';

export interface SidebarNavProps {
  /** The visible entries (see visibleEntries). */
  entries: readonly SidebarEntry[];
  /** The current page's entry and section. */
  active: ActiveEntry | undefined;
  /** Ids of the open sections. */
  openSections: ReadonlySet<string>;
  /** Opens or closes a section. */
  onToggleSection: (id: string) => void;
  /** Icons only (the collapsed desktop sidebar). */
  rail?: boolean;
  /** A rail section was chosen: the layout expands the sidebar with that section open. */
  onRailSection?: (id: string) => void;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Names the navigation landmark. */
  label: string;
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

const activeStyles = {
  bg: 'brand.subtle',
  color: 'brand.fg',
  fontWeight: 'semibold',
  _hover: { bg: 'brand.muted', color: 'brand.fg' },
} as const;

function EntryIcon({ icon }: { icon: ReactNode }) {
  return (
    <Box as="span" aria-hidden="true" display="inline-flex" flexShrink="0" css={{ '& svg': { width: '5', height: '5' } }}>
      {icon}
    </Box>
  );
}

function Counter({ entry, count }: { entry: SidebarEntry; count: number }) {
  const cap = entry.counterCap ?? COUNT_CAPS.unread;
  const what = entry.counterLabel ?? 'new';
  return <CountBadge count={count} cap={cap.cap} plus={cap.plus} tone="brand" label={(n) => `${n} ${what}`} />;
}

function EntryLink({
  entry,
  current,
  nested,
  onNavigate,
}: {
  entry: SidebarEntry;
  current: boolean;
  nested: boolean;
  onNavigate?: () => void;
}) {
  return (
    <chakra.span asChild {...itemStyles} {...(current ? activeStyles : {})} ps={nested ? '11' : '3'} minH={nested ? '9' : '10'}>
      <RouterAnchor href={entry.href ?? '#'} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {!nested && entry.icon ? <EntryIcon icon={entry.icon} /> : null}
        <Text as="span" flex="1" minW="0" lineHeight="short">
          {entry.label}
        </Text>
        {entry.counter ? <Counter entry={entry} count={entry.counter} /> : null}
      </RouterAnchor>
    </chakra.span>
  );
}

function Section({
  entry,
  active,
  open,
  onToggle,
  onNavigate,
}: {
  entry: SidebarEntry;
  active: ActiveEntry | undefined;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const listId = useId();
  const holdsCurrent = active?.sectionId === entry.id;
  const count = totalCounter(entry);
  return (
    <>
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        {...itemStyles}
        color={holdsCurrent ? 'fg' : 'fg.muted'}
        fontWeight={holdsCurrent ? 'semibold' : 'medium'}
      >
        {entry.icon ? <EntryIcon icon={entry.icon} /> : null}
        <Text as="span" flex="1" minW="0" lineHeight="short">
          {entry.label}
        </Text>
        {!open && count ? <Counter entry={entry} count={count} /> : null}
        <Box
          as="span"
          aria-hidden="true"
          display="inline-flex"
          transition="transform 0.15s"
          transform={open ? 'rotate(180deg)' : undefined}
          _motionReduce={{ transition: 'none' }}
        >
          <ChevronDown size={16} />
        </Box>
      </chakra.button>
      <chakra.ul id={listId} hidden={!open} listStyle="none" mt="0.5" display="flex" flexDirection="column" gap="0.5">
        {(entry.children ?? []).map((child) => (
          <li key={child.id}>
            <EntryLink entry={child} current={active?.entryId === child.id} nested onNavigate={onNavigate} />
          </li>
        ))}
      </chakra.ul>
    </>
  );
}

/** One icon of the collapsed rail: a link, or a button that expands the sidebar on its section. */
function RailItem({
  entry,
  active,
  onRailSection,
}: {
  entry: SidebarEntry;
  active: ActiveEntry | undefined;
  onRailSection?: (id: string) => void;
}) {
  const current = active?.sectionId === entry.id;
  const count = totalCounter(entry);
  const cap = entry.counterCap ?? COUNT_CAPS.unread;
  const badge = count ? (
    <Box position="absolute" top="0.5" insetEnd="0.5" pointerEvents="none">
      <CountBadge count={count} cap={cap.cap} plus={cap.plus} tone="brand" label={(n) => `${n} ${entry.counterLabel ?? 'new'}`} />
    </Box>
  ) : null;
  const styles = {
    ...itemStyles,
    ...(current ? activeStyles : {}),
    justifyContent: 'center',
    position: 'relative',
    px: '0',
    minH: '11',
  } as const;
  const hasChildren = Boolean(entry.children?.length);
  // The name comes from the content (the hidden label, then the counter's words), not aria-label, so
  // the number on screen is part of what is read.
  const content = (
    <>
      <VisuallyHidden>{entry.label}</VisuallyHidden>
      {entry.icon ? <EntryIcon icon={entry.icon} /> : null}
      {badge}
    </>
  );
  return (
    <Tooltip content={entry.label} placement="right" showArrow={false}>
      {hasChildren || !entry.href ? (
        <chakra.button type="button" onClick={() => onRailSection?.(entry.id)} {...styles}>
          {content}
        </chakra.button>
      ) : (
        <chakra.span asChild {...styles}>
          <RouterAnchor href={entry.href} aria-current={current ? 'page' : undefined}>
            {content}
          </RouterAnchor>
        </chakra.span>
      )}
    </Tooltip>
  );
}

/** A labelled <nav>; the current page's link has aria-current="page"; sections are disclosure buttons. */
export function SidebarNav({
  entries,
  active,
  openSections,
  onToggleSection,
  rail = false,
  onRailSection,
  onNavigate,
  label,
}: SidebarNavProps) {
  return (
    <chakra.nav aria-label={label}>
      <HStack as="ul" listStyle="none" flexDirection="column" align="stretch" gap="0.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            {rail ? (
              <RailItem entry={entry} active={active} onRailSection={onRailSection} />
            ) : entry.children?.length ? (
              <Section
                entry={entry}
                active={active}
                open={openSections.has(entry.id)}
                onToggle={() => onToggleSection(entry.id)}
                onNavigate={onNavigate}
              />
            ) : (
              <EntryLink entry={entry} current={active?.entryId === entry.id} nested={false} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </HStack>
    </chakra.nav>
  );
}
