/** The contract's study-resource kinds (StudyResourceType), in the order forms and filters offer them, with their names. */
export const MATERIAL_TYPES = [
  'document',
  'video',
  'audio',
  'link',
  'code_sample',
  'presentation',
  'ebook',
  'cheat_sheet',
  'other',
] as const;
export type MaterialTypeName = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_TYPE_LABELS: Readonly<Record<MaterialTypeName, string>> = {
  document: 'Document',
  video: 'Video',
  audio: 'Audio',
  link: 'Link',
  code_sample: 'Code sample',
  presentation: 'Presentation',
  ebook: 'E-book',
  cheat_sheet: 'Cheat sheet',
  other: 'Other',
};
