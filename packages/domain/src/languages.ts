/** The 18 code-editor languages (service spec §9), each with its file extension and default sample code. */

export const CODE_LANGUAGES = [
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
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

interface LanguageInfo {
  label: string;
  extension: string;
  sample: string;
}

const GREETING = 'Habari, Ujuzi!';

export const LANGUAGE_INFO: Readonly<Record<CodeLanguage, LanguageInfo>> = {
  python: { label: 'Python', extension: 'py', sample: `print("${GREETING}")\n` },
  javascript: { label: 'JavaScript', extension: 'js', sample: `console.log("${GREETING}");\n` },
  java: {
    label: 'Java',
    extension: 'java',
    sample: `public class Main {\n    public static void main(String[] args) {\n        System.out.println("${GREETING}");\n    }\n}\n`,
  },
  cpp: {
    label: 'C++',
    extension: 'cpp',
    sample: `#include <iostream>\n\nint main() {\n    std::cout << "${GREETING}" << std::endl;\n    return 0;\n}\n`,
  },
  c: {
    label: 'C',
    extension: 'c',
    sample: `#include <stdio.h>\n\nint main(void) {\n    printf("${GREETING}\\n");\n    return 0;\n}\n`,
  },
  csharp: {
    label: 'C#',
    extension: 'cs',
    sample: `using System;\n\nclass Program {\n    static void Main() {\n        Console.WriteLine("${GREETING}");\n    }\n}\n`,
  },
  php: { label: 'PHP', extension: 'php', sample: `<?php\necho "${GREETING}\\n";\n` },
  ruby: { label: 'Ruby', extension: 'rb', sample: `puts "${GREETING}"\n` },
  go: {
    label: 'Go',
    extension: 'go',
    sample: `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("${GREETING}")\n}\n`,
  },
  rust: { label: 'Rust', extension: 'rs', sample: `fn main() {\n    println!("${GREETING}");\n}\n` },
  swift: { label: 'Swift', extension: 'swift', sample: `print("${GREETING}")\n` },
  typescript: {
    label: 'TypeScript',
    extension: 'ts',
    sample: `const greeting: string = "${GREETING}";\nconsole.log(greeting);\n`,
  },
  kotlin: { label: 'Kotlin', extension: 'kt', sample: `fun main() {\n    println("${GREETING}")\n}\n` },
  scala: { label: 'Scala', extension: 'scala', sample: `object Main extends App {\n  println("${GREETING}")\n}\n` },
  r: { label: 'R', extension: 'r', sample: `print("${GREETING}")\n` },
  matlab: { label: 'MATLAB', extension: 'm', sample: `disp('${GREETING}')\n` },
  perl: { label: 'Perl', extension: 'pl', sample: `print "${GREETING}\\n";\n` },
  dart: { label: 'Dart', extension: 'dart', sample: `void main() {\n  print('${GREETING}');\n}\n` },
};

export const isCodeLanguage = (value: unknown): value is CodeLanguage =>
  typeof value === 'string' && (CODE_LANGUAGES as readonly string[]).includes(value);

/** The file extension of a language; unknown languages give 'txt'. */
export const fileExtension = (language: string): string => (isCodeLanguage(language) ? LANGUAGE_INFO[language].extension : 'txt');
/** The default sample code of a language; unknown languages give an empty file. */
export const sampleCode = (language: string): string => (isCodeLanguage(language) ? LANGUAGE_INFO[language].sample : '');

/** The languages as a select's options, in the spec's order, each under its name ('Python'). */
export const LANGUAGE_OPTIONS: readonly { value: CodeLanguage; label: string }[] = CODE_LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_INFO[language].label,
}));

/** A language's name ('Python'); an unknown one as given, none as null. */
export const languageLabel = (language: string | null | undefined): string | null =>
  language ? (isCodeLanguage(language) ? LANGUAGE_INFO[language].label : language) : null;
