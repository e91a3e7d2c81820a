import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, fileExtension, sampleCode } from './languages';

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
});
