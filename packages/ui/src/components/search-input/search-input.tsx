/** A search box that reports what the user typed after a pause (debounced), with a clear button. */
import { Box, Input, InputGroup, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { forwardRef, useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState } from 'react';

/** The default pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** Names the box ('Search courses'); visually hidden unless `showLabel`. */
  label: string;
  /** Shows the label above the box. Defaults to false (the placeholder and icon say what it is). */
  showLabel?: boolean;
  /** Called with the text once the user pauses typing, at once on Enter or clear. */
  onSearch: (value: string) => void;
  /**
   * The search currently applied (e.g. from the URL). Changing it from outside replaces the text; the
   * echo of the user's own search does not, so nothing typed since is lost.
   */
  value?: string;
  /** The starting text when `value` is not given. */
  defaultValue?: string;
  /** The pause in ms. Defaults to 300. */
  debounceMs?: number;
  /** Hint inside the box. Defaults to 'Search…'. */
  placeholder?: string;
  /** The clear button's accessible name. Defaults to 'Clear search'. */
  clearLabel?: string;
  /** Height. Defaults to 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** The form field name. */
  name?: string;
  /** Disables typing. */
  disabled?: boolean;
}

/** A labelled searchbox; Escape or the × button clears it and keeps focus in the box. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  {
    label,
    showLabel = false,
    onSearch,
    value,
    defaultValue = '',
    debounceMs = SEARCH_DEBOUNCE_MS,
    placeholder = 'Search…',
    clearLabel = 'Clear search',
    size = 'md',
    name,
    disabled,
  },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);

  const [text, setText] = useState(value ?? defaultValue);
  /** The last text reported through onSearch (or received from outside). */
  const [applied, setApplied] = useState(value ?? defaultValue);
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    // A new value from outside (filters reset, back button) wins; our own search coming back does not.
    if (value !== undefined && value !== applied) {
      setText(value);
      setApplied(value);
    }
  }

  const report = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text === applied) return;
    const timer = window.setTimeout(() => {
      setApplied(text);
      report(text);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, applied, debounceMs]);

  const apply = (next: string) => {
    setText(next);
    if (next !== applied) {
      setApplied(next);
      onSearch(next);
    }
  };

  const clear = () => {
    apply('');
    input.current?.focus();
  };

  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <Box width="full">
      {showLabel ? (
        <chakra.label htmlFor={id} display="block" textStyle="sm" fontWeight="medium" mb="1.5">
          {label}
        </chakra.label>
      ) : (
        <VisuallyHidden asChild>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden>
      )}
      <InputGroup
        startElement={<Search size={iconSize} aria-hidden="true" />}
        endElement={
          text ? (
            <chakra.button
              type="button"
              aria-label={clearLabel}
              title={clearLabel}
              onClick={clear}
              disabled={disabled}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="7"
              borderRadius="full"
              color="fg.muted"
              cursor="pointer"
              pointerEvents="auto"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
            >
              <X size={iconSize} aria-hidden="true" />
            </chakra.button>
          ) : undefined
        }
      >
        <Input
          ref={input}
          id={id}
          type="search"
          name={name}
          size={size}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(text);
            } else if (event.key === 'Escape' && text) {
              event.preventDefault();
              apply('');
            }
          }}
          // The native clear (×) of type=search duplicates ours.
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </InputGroup>
    </Box>
  );
});
