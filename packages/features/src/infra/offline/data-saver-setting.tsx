/** The data saver's switch in Profile settings: the person's choice, and whether the connection turned it on by itself. */
import { Card, Switch } from '@ujuzi/ui';
import { useDataSaver } from './data-saver';

export const DATA_SAVER_TEXTS = {
  title: 'Data saver',
  description: 'For slow or costly mobile data. Kept on this device.',
  label: 'Save mobile data',
  help: 'No pages fetched ahead of time and nothing plays by itself; charts and the code editor load when you ask.',
  automatic: 'On by itself: your browser says this connection is slow or costly.',
} as const;

export function DataSaverSetting() {
  const saver = useDataSaver();
  return (
    <Card title={DATA_SAVER_TEXTS.title} headingLevel={2} description={DATA_SAVER_TEXTS.description}>
      <Switch
        label={DATA_SAVER_TEXTS.label}
        checked={saver.on}
        onChange={(on) => saver.setChoice(on ? 'on' : 'off')}
        helpText={
          saver.choice === null && saver.connectionAsks
            ? `${DATA_SAVER_TEXTS.help} ${DATA_SAVER_TEXTS.automatic}`
            : DATA_SAVER_TEXTS.help
        }
      />
    </Card>
  );
}
