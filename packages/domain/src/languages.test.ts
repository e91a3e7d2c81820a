import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, LANGUAGE_OPTIONS, fileExtension, languageLabel, sampleCode } from './languages';

describe('the code-editor languages (service spec §9)', () => {
  it('are the 18 the spec lists', () =>
    expect([...CODE_LANGUAGES].sort()).toEqual(
      [
        'python',
        'javascript',
        'java',
        'cpp',
        'c',
        'csharp',
        'php',
        'ruby',
        'go',
        'rust',
        'swift',
        'typescript',
        'kotlin',
        'scala',
        'r',
        'matlab',
        'perl',
        'dart',
      ].sort(),
    ));
  it('each have an extension and sample code', () => {
    for (const language of CODE_LANGUAGES) {
      expect(fileExtension(language)).toMatch(/^[a-z]+$/);
      expect(sampleCode(language)).toContain('Habari, Ujuzi!');
    }
    expect([fileExtension('python'), fileExtension('cpp'), fileExtension('csharp')]).toEqual(['py', 'cpp', 'cs']);
  });
  it('give txt for an unknown language', () => expect(fileExtension('cobol')).toBe('txt'));
  it('are named in options and labels', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([...CODE_LANGUAGES]);
    expect(LANGUAGE_OPTIONS[0]).toEqual({ value: 'python', label: 'Python' });
    expect([languageLabel('csharp'), languageLabel('cobol'), languageLabel(''), languageLabel(null)]).toEqual([
      'C#',
      'cobol',
      null,
      null,
    ]);
  });
});
