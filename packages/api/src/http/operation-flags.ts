/**
 * What the HTTP core needs to know of a call: public (no token), upload, file answer, HTML answer. It reads the
 * generator's compact table (`operation-flags.gen.ts`), not the full operation table.
 */
import { createOperationIndex, type OperationInfo } from './operations';

/** The bits of a row's flags; scripts/generate.mjs writes them with the same values. */
export const OPERATION_FLAG = { public: 1, multipart: 2, binary: 4, optionalToken: 8, document: 16 } as const;

/** `[method, path template, flags]`; operations not listed have no flag set. */
export type OperationFlagRow = readonly [method: string, path: string, flags: number];

export type OperationFlags = Pick<OperationInfo, 'public' | 'multipart' | 'binary' | 'optionalToken' | 'document'>;

const decode = (bits: number): OperationFlags => ({
  public: (bits & OPERATION_FLAG.public) !== 0,
  multipart: (bits & OPERATION_FLAG.multipart) !== 0,
  binary: (bits & OPERATION_FLAG.binary) !== 0,
  optionalToken: (bits & OPERATION_FLAG.optionalToken) !== 0,
  document: (bits & OPERATION_FLAG.document) !== 0,
});

export interface OperationFlagIndex {
  /** The flags of the call at `path` (relative to the API root); none set for calls the table does not list. */
  flags(method: string, path: string): OperationFlags;
}

export function createOperationFlagIndex(rows: readonly OperationFlagRow[]): OperationFlagIndex {
  const index = createOperationIndex(rows.map(([method, path, bits]) => ({ method, path, bits })));
  return { flags: (method, path) => decode(index.find(method, path)?.bits ?? 0) };
}
