/**
 * What the playground keeps in the browser: each language's draft (so a reload, or a switch to
 * another language and back, loses nothing) and the chosen text size.
 */
const DRAFT_PREFIX = 'ujuzi-playground-draft:';
const FONT_SIZE_KEY = 'ujuzi-playground-font-size';

export const FONT_SIZES = [12, 14, 16, 18, 20, 24] as const;
export const DEFAULT_FONT_SIZE = 14;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the draft simply is not kept.
  }
}

/** The learner's saved code for a language, if any. */
export const loadDraft = (language: string): string | null => read(`${DRAFT_PREFIX}${language}`);

/** Keeps the code of a language; a draft equal to the sample is forgotten (there is nothing to keep). */
export function saveDraft(language: string, code: string, sample: string): void {
  write(`${DRAFT_PREFIX}${language}`, code === sample ? null : code);
}

export function loadFontSize(): number {
  const stored = Number(read(FONT_SIZE_KEY));
  return (FONT_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_FONT_SIZE;
}

export const saveFontSize = (size: number): void => write(FONT_SIZE_KEY, String(size));
