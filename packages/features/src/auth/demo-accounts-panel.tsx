/** In mock mode the login page lists the demo accounts; one click fills the form with one of them. */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Badge, Button, Switch } from '@ujuzi/ui';
import { useState, useSyncExternalStore } from 'react';
import type { DemoAccount, DemoOfflineSwitch } from '../infra/routing/demo-accounts';

const ROLE_NAMES: Readonly<Record<string, string>> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  accountant: 'Accountant',
};

/** The mock backend puts its data back to the seed when the page loads with this parameter. */
export const MOCK_RESET_URL = '/login?mock-reset=1';

export interface DemoAccountsPanelProps {
  accounts: readonly DemoAccount[];
  password: string;
  onPick: (account: DemoAccount) => void;
  /** The mock authenticator's code, for accounts that turned two-factor sign-in on. */
  twoFactorCode?: string;
  /** The mock backend's offline switch (every call fails as if the network were down). */
  offline?: DemoOfflineSwitch;
}

const neverChanges = () => () => undefined;

/** The offline switch, shown once the page runs (a prerendered login page has no switch to hydrate). */
function OfflineSwitch({ offline }: { offline: DemoOfflineSwitch }) {
  const running = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const [on, setOn] = useState(() => offline.isOn());
  if (!running) return null;
  return (
    <Switch
      size="sm"
      label="Work offline"
      helpText="The mock backend answers as if the network were down (also ?offline=1), until you turn it off here or in the offline banner."
      checked={on}
      onChange={(next) => {
        offline.set(next);
        setOn(next);
      }}
    />
  );
}

export function DemoAccountsPanel({ accounts, password, onPick, twoFactorCode, offline }: DemoAccountsPanelProps) {
  return (
    <Box
      as="section"
      aria-labelledby="demo-accounts-title"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l3"
      p="4"
      bg="bg.subtle"
    >
      <Stack gap="3">
        <Stack gap="0.5">
          <Text as="h2" id="demo-accounts-title" fontWeight="semibold">
            Demo accounts
          </Text>
          <Text textStyle="sm" color="fg.muted">
            This app runs on the built-in mock backend. Every account's password is{' '}
            <chakra.code fontFamily="mono">{password}</chakra.code>.
            {twoFactorCode ? (
              <>
                {' '}
                Two-factor sign-in (turned on in Settings) takes the code{' '}
                <chakra.code fontFamily="mono">{twoFactorCode}</chakra.code>.
              </>
            ) : null}
          </Text>
        </Stack>
        <Stack as="ul" listStyle="none" gap="2">
          {accounts.map((account) => (
            <HStack as="li" key={account.username} justify="space-between" gap="3">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium">{account.displayName}</Text>
                <HStack gap="2">
                  <Badge size="xs" tone="brand">
                    {ROLE_NAMES[account.userType] ?? account.userType}
                  </Badge>
                  <Text textStyle="xs" color="fg.muted">
                    {account.username}
                  </Text>
                </HStack>
              </Stack>
              <Button
                size="sm"
                variant="subtle"
                onClick={() => onPick(account)}
                aria-label={`Use ${account.username} (${ROLE_NAMES[account.userType] ?? account.userType})`}
              >
                Use
              </Button>
            </HStack>
          ))}
        </Stack>
        <Text textStyle="xs" color="fg.muted">
          Changed too much while trying things out?{' '}
          <Button size="sm" variant="ghost" onClick={() => window.location.assign(MOCK_RESET_URL)}>
            Reset the demo data
          </Button>
        </Text>
        {offline ? <OfflineSwitch offline={offline} /> : null}
      </Stack>
    </Box>
  );
}
