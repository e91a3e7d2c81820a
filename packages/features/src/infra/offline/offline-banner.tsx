/**
 * The offline banner (issue 29, item 2) at the top of every dashboard page: says that the app is offline,
 * what still works (pages and lessons already opened; what is done meanwhile waits for the network) and
 * what cannot (paying, running code on the server, live figures). In mock mode, with the demo's offline
 * switch on, it also turns the switch off.
 *
 * Every confirm dialog shares one piece of code, fetched on its first use: once a dashboard page is
 * idle it is fetched ahead (not with the data saver on), so a dialog never opened before still asks
 * after the network went away (a click offline would otherwise do nothing).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Button, preloadDialog } from '@ujuzi/ui';
import { useEffect } from 'react';
import { useDemoOfflineSwitch } from '../routing/demo-accounts';
import { isDataSaverOn } from './data-saver';
import { useOffline } from './use-offline';

export const OFFLINE_MESSAGES = {
  title: 'You are offline',
  works: 'Pages and lessons you opened before still read, and what you do waits until the connection is back.',
  doesNotWork: 'Paying, running code on the server and live figures need a connection.',
  demoSwitchOn: 'The demo’s offline switch is on.',
  backOnline: 'Go back online',
} as const;

export interface OfflineBannerViewProps {
  /** Mock mode with its offline switch on: offers to turn it off. */
  onBackOnline?: () => void;
}

export function OfflineBannerView({ onBackOnline }: OfflineBannerViewProps) {
  return (
    <Box
      role="status"
      aria-labelledby="offline-banner-title"
      borderWidth="1px"
      borderColor="orange.emphasized"
      bg="orange.subtle"
      color="orange.fg"
      borderRadius="l2"
      px="4"
      py="3"
      mb="4"
    >
      <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Stack gap="0.5" minW="0" flex="1 1 16rem">
          <Text id="offline-banner-title" fontWeight="semibold">
            {OFFLINE_MESSAGES.title}
          </Text>
          <Text textStyle="sm">
            {OFFLINE_MESSAGES.works} {OFFLINE_MESSAGES.doesNotWork}
            {onBackOnline ? ` ${OFFLINE_MESSAGES.demoSwitchOn}` : ''}
          </Text>
        </Stack>
        {onBackOnline ? (
          <Button size="sm" variant="outline" onClick={onBackOnline}>
            {OFFLINE_MESSAGES.backOnline}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}

/** Fetches the dialogs' code when the page is idle, online and not saving data. */
function useDialogsReadyOffline(): void {
  useEffect(() => {
    if (!navigator.onLine || isDataSaverOn()) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadDialog, 3000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(preloadDialog, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }, []);
}

/** The banner while offline; nothing otherwise. */
export function OfflineBanner() {
  useDialogsReadyOffline();
  const offline = useOffline();
  const demoSwitch = useDemoOfflineSwitch();
  if (!offline) return null;
  const backOnline =
    demoSwitch?.isOn() === true
      ? () => {
          demoSwitch.set(false);
          // The page loads again, its calls answered this time.
          location.reload();
        }
      : undefined;
  return <OfflineBannerView {...(backOnline ? { onBackOnline: backOnline } : {})} />;
}
