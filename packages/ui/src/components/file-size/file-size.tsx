/** A byte count as the service spec writes it: base 1024, Bytes to TB ('1.5 MB'). */
import { chakra } from '@chakra-ui/react';
import { formatFileSize } from '@ujuzi/domain';

export interface FileSizeProps {
  /** The size in bytes. Negative or non-finite values read '0 Bytes'. */
  bytes: number;
}

/** Renders the formatted size; the exact byte count is in the title for the curious. */
export function FileSize({ bytes }: FileSizeProps) {
  const exact = Number.isFinite(bytes) && bytes > 0 ? `${Math.round(bytes).toLocaleString('en-KE')} bytes` : undefined;
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" title={exact}>
      {formatFileSize(bytes)}
    </chakra.span>
  );
}
