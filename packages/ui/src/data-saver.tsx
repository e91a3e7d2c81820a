/**
 * The data saver as the design system sees it (issue 29, item 4): the app says whether it is on; while it
 * is, the heavy parts that load on first use (a chart's drawing, the code editor) wait behind a button
 * ("Show chart", "Open editor") instead of downloading by themselves. What they show in words (a chart's
 * title, summary and data table; the editor's code in props) is there either way.
 */
import { Box } from '@chakra-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button } from './components/button';

const DataSaverContext = createContext(false);

export function DataSaverProvider({ active, children }: { active: boolean; children: ReactNode }) {
  return <DataSaverContext.Provider value={active}>{children}</DataSaverContext.Provider>;
}

/** Whether the app's data saver is on. */
export const useDataSaverActive = (): boolean => useContext(DataSaverContext);

export interface OnRequestProps {
  /** The button's text ('Show chart'). */
  label: string;
  /** Its accessible name, when the text alone would be ambiguous ('Show chart: Enrolments by month'). */
  name?: string;
  /** The part's height (CSS), kept by the placeholder so nothing moves when it loads. */
  height: string;
  children: ReactNode;
}

/** Its children at once; with the data saver on, only once the person asks for them. */
export function OnRequest({ label, name, height, children }: OnRequestProps) {
  const saving = useDataSaverActive();
  const [asked, setAsked] = useState(false);
  if (!saving || asked) return <>{children}</>;
  return (
    <Box
      height={height}
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l2"
    >
      <Button size="sm" variant="outline" aria-label={name} onClick={() => setAsked(true)}>
        {label}
      </Button>
    </Box>
  );
}
