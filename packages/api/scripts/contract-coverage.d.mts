export interface ChecklistItem {
  group: string;
  method: string;
  path: string;
  key: string;
}
export interface GroupCoverage {
  group: string;
  total: number;
  covered: number;
  missing: string[];
}
export interface Coverage {
  groups: GroupCoverage[];
  /** Operations beyond the checklist without `x-extension`: the check fails on them. */
  extra: string[];
  /** Operations beyond the checklist marked `x-extension` (proposals to the backend team). */
  extensions: string[];
}
export interface SpecOperation {
  operationId: string;
  tags: string[];
  /** Why an operation the checklist lacks is proposed (its `x-extension`), or null. */
  extension: string | null;
}
export const COMPLETE_GROUPS: string[];
export const DEFAULT_CHECKLIST: string;
export function readChecklist(path?: string): ChecklistItem[];
export function readSpecOperations(specPath?: string): Map<string, SpecOperation>;
export function contractCoverage(input?: { checklist?: ChecklistItem[]; operations?: Map<string, SpecOperation> }): Coverage;
export function formatCoverage(coverage: Pick<Coverage, 'groups' | 'extra'> & Partial<Pick<Coverage, 'extensions'>>): string;
