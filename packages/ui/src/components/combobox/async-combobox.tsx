/** A combobox whose choices come from a search (usually the server) as the user types. */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SelectOption } from '../select/select';
import { Combobox, type ComboboxProps } from './combobox';

export interface AsyncComboboxProps extends Omit<ComboboxProps, 'options' | 'onSearch' | 'loading'> {
  /** Finds the choices matching the typed text ('' when the list opens); aborted when the text changes. */
  search: (text: string, signal: AbortSignal) => Promise<readonly SelectOption[]>;
  /** The chosen option, so its label shows before any search has run (e.g. an edited record's category). */
  selected?: SelectOption | null;
  /** Milliseconds of quiet typing before searching. Defaults to 250. */
  debounceMs?: number;
  /** Shown in the list when the search fails. Defaults to 'Could not load the choices. Type to try again.' */
  failedText?: string;
}

export function AsyncCombobox({
  search,
  selected,
  debounceMs = 250,
  failedText = 'Could not load the choices. Type to try again.',
  emptyText,
  ...props
}: AsyncComboboxProps) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly SelectOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(text, controller.signal).then(
        (found) => {
          setResults(found);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setResults([]);
          setFailed(true);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, debounceMs]);

  // The chosen option stays among the choices so its label stays in the input.
  const options = useMemo(
    () => (selected && !results.some((option) => option.value === selected.value) ? [selected, ...results] : results),
    [results, selected],
  );

  return (
    <Combobox {...props} options={options} onSearch={setText} loading={loading} emptyText={failed ? failedText : emptyText} />
  );
}
