import { TextField } from '@ujuzi/ui';
import { useState } from 'react';

const isMoney = (text: string) => /^\d+(\.\d{1,2})?$/.test(text);

/** Lowest and highest price (KES), applied when the field is left or Enter is pressed. */
export function PriceBound({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const trimmed = text.trim();
    if (trimmed && !isMoney(trimmed)) {
      setError('Enter an amount in KES, e.g. 5000');
      return;
    }
    setError(undefined);
    if (trimmed !== (value ?? '')) onApply(trimmed || undefined);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      inputMode="decimal"
      size="sm"
      error={error}
    />
  );
}
