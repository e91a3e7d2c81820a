/**
 * The data saver (issue 29, item 4). On by itself when the browser says the connection is costly or slow
 * (`navigator.connection.saveData`, or an effective type of 2g / slow-2g); the person's own choice in
 * Profile settings (kept in local storage) overrides that either way. While it is on: no route code is
 * fetched ahead of need (lazyPart's preload), nothing plays by itself, and charts and the code editor
 * load only when asked ("Show chart", "Open editor").
 */
import { useSyncExternalStore } from 'react';

export const DATA_SAVER_KEY = 'ujuzi-data-saver';

/** The person's choice: on, off, or unset (follow the connection). */
export type DataSaverChoice = 'on' | 'off' | null;

/** What the browser tells of the connection (Network Information API; Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

type ConnectionLike = ConnectionHints & EventTarget;

const connection = (): ConnectionLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionLike }).connection;

/** The rule: the connection asks to save data, or is 2G or slower. */
export const connectionAsksToSaveData = (hints: ConnectionHints | undefined): boolean =>
  Boolean(hints?.saveData) || hints?.effectiveType === '2g' || hints?.effectiveType === 'slow-2g';

/** Whether the saver is on: the person's choice if they made one, else the connection's hint. */
export const dataSaverOn = (choice: DataSaverChoice, hints: ConnectionHints | undefined): boolean =>
  choice === null ? connectionAsksToSaveData(hints) : choice === 'on';

export function readDataSaverChoice(): DataSaverChoice {
  try {
    const stored = localStorage.getItem(DATA_SAVER_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function writeDataSaverChoice(choice: DataSaverChoice): void {
  try {
    if (choice === null) localStorage.removeItem(DATA_SAVER_KEY);
    else localStorage.setItem(DATA_SAVER_KEY, choice);
  } catch {
    // A blocked storage: the choice lasts until the page is left.
    memoryChoice = choice;
  }
  notify();
}
let memoryChoice: DataSaverChoice | undefined;

const currentChoice = (): DataSaverChoice => memoryChoice ?? readDataSaverChoice();

/** Whether the data saver is on now (for code outside React: preloads). */
export const isDataSaverOn = (): boolean => dataSaverOn(currentChoice(), connection());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_KEY) listener();
  };
  addEventListener('storage', onStorage);
  const link = connection();
  link?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
    link?.removeEventListener('change', listener);
  };
}

export interface DataSaverState {
  on: boolean;
  /** The person's choice (null: following the connection). */
  choice: DataSaverChoice;
  /** Whether the connection asks to save data (what "unset" follows). */
  connectionAsks: boolean;
  setChoice: (choice: DataSaverChoice) => void;
}

const snapshot = (): string => `${currentChoice() ?? ''}|${connectionAsksToSaveData(connection()) ? 1 : 0}`;

export function useDataSaver(): DataSaverState {
  useSyncExternalStore(subscribe, snapshot, () => '|0');
  const choice = currentChoice();
  const connectionAsks = connectionAsksToSaveData(connection());
  return { on: dataSaverOn(choice, connection()), choice, connectionAsks, setChoice: writeDataSaverChoice };
}
