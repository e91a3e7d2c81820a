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
  extra: string[];
}
export const COMPLETE_GROUPS: string[];
export const DEFAULT_CHECKLIST: string;
export function readChecklist(path?: string): ChecklistItem[];
export function readSpecOperations(specPath?: string): Map<string, { operationId: string; tags: string[] }>;
export function contractCoverage(input?: { checklist?: ChecklistItem[]; operations?: Map<string, unknown> }): Coverage;
export function formatCoverage(coverage: Coverage): string;
