/** The learning seed's fixed content: coding assessments with their questions, and study resources. */
import type { CodingAssessment, StudyResource } from '@ujuzi/api';
import type { QuestionRow } from './learning';

export type QuestionSeed = Omit<QuestionRow, 'id' | 'assessment' | 'order' | 'created_at' | 'updated_at'> & {
  tests?: [input: string, expected: string, hidden: boolean][];
};

export const STDIN_NOTE =
  'Read the input with `readLine()` (one line per call) or the whole `input` string, and print with `console.log`.';

export const code = (
  question_text: string,
  language: QuestionRow['language'],
  starter: string,
  solution: string,
  tests: [string, string, boolean][],
  points = 10,
): QuestionSeed => ({
  question_type: 'code',
  question_text,
  points,
  options: [],
  correct_answer: null,
  explanation:
    language === 'javascript' || language === 'typescript'
      ? `Your code runs in a sandbox against every test case. ${STDIN_NOTE}`
      : 'The mock grader does not run this language: a test passes when your code is the reference solution or contains the expected output.',
  language,
  starter_code: starter,
  solution_code: solution,
  tests,
});

export interface AssessmentSeed {
  course: string;
  title: string;
  type: CodingAssessment['assessment_type'];
  /** Days from the reference date to the due date (negative: past). */
  due: number;
  minutes: number | null;
  questions: QuestionSeed[];
  published?: boolean;
}

export const mc = (
  question_text: string,
  options: [string, string][],
  correct: string,
  points = 2,
  explanation = '',
): QuestionSeed => ({
  question_type: 'multiple_choice',
  question_text,
  points,
  options: options.map(([key, text]) => ({ key, text, is_correct: key === correct })),
  correct_answer: correct,
  explanation,
  language: null,
  starter_code: null,
  solution_code: null,
});
export const tf = (question_text: string, answer: boolean, points = 1, explanation = ''): QuestionSeed => ({
  question_type: 'true_false',
  question_text,
  points,
  options: [
    { key: 'true', text: 'True', is_correct: answer },
    { key: 'false', text: 'False', is_correct: !answer },
  ],
  correct_answer: String(answer),
  explanation,
  language: null,
  starter_code: null,
  solution_code: null,
});
export const short = (question_text: string, answer: string, points = 2): QuestionSeed => ({
  question_type: 'short_answer',
  question_text,
  points,
  options: [],
  correct_answer: answer,
  explanation: '',
  language: null,
  starter_code: null,
  solution_code: null,
});
export const ASSESSMENTS: AssessmentSeed[] = [
  {
    course: 'javascript-fundamentals',
    title: 'JavaScript Fundamentals: functions and loops quiz',
    type: 'quiz',
    due: -20,
    minutes: 30,
    questions: [
      mc(
        'Which keyword declares a block-scoped variable that can be reassigned?',
        [
          ['a', 'var'],
          ['b', 'let'],
          ['c', 'const'],
          ['d', 'function'],
        ],
        'b',
        2,
        '`let` is block-scoped and reassignable; `const` cannot be reassigned.',
      ),
      tf('An array in JavaScript can hold values of different types.', true),
      code(
        'Read a whole number n and print the sum 1 + 2 + … + n.',
        'javascript',
        'const n = Number(readLine());\n// print the sum of 1..n\n',
        'const n = Number(readLine());\nlet sum = 0;\nfor (let i = 1; i <= n; i++) sum += i;\nconsole.log(sum);\n',
        [
          ['5', '15', false],
          ['10', '55', false],
          ['100', '5050', true],
        ],
      ),
    ],
  },
  {
    course: 'full-stack-web-development-with-django-and-react',
    title: 'REST API design quiz',
    type: 'quiz',
    due: 35,
    minutes: 20,
    questions: [
      short('Which HTTP status code means a resource was created?', '201'),
      mc(
        'Which HTTP method should update part of a resource?',
        [
          ['a', 'GET'],
          ['b', 'PUT'],
          ['c', 'PATCH'],
          ['d', 'DELETE'],
        ],
        'c',
      ),
      tf('A DRF ModelViewSet gives list, create, retrieve, update and destroy actions.', true),
      code(
        'Read a JSON array of M-Pesa payments (objects with `amount` and `status`) and print the total of the completed ones.',
        'javascript',
        'const payments = JSON.parse(input);\n// print the total of completed payments\n',
        "const payments = JSON.parse(input);\nconsole.log(payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amount, 0));\n",
        [
          ['[{"amount":1500,"status":"completed"},{"amount":700,"status":"failed"}]', '1500', false],
          ['[{"amount":250,"status":"completed"},{"amount":750,"status":"completed"}]', '1000', true],
        ],
      ),
    ],
  },
  {
    course: 'python-for-data-analysis',
    title: 'Pandas coding challenge',
    type: 'coding',
    due: 50,
    minutes: 60,
    questions: [
      code(
        'Read a line of space-separated numbers and print their average with two decimals.',
        'python',
        'numbers = list(map(float, input().split()))\n# print the average with two decimals\n',
        'numbers = list(map(float, input().split()))\nprint(f"{sum(numbers) / len(numbers):.2f}")\n',
        [
          ['2 4 6', '4.00', false],
          ['10 15', '12.50', true],
        ],
      ),
      mc(
        'Which pandas method groups rows by a column?',
        [
          ['a', 'df.group()'],
          ['b', 'df.groupby()'],
          ['c', 'df.pivot()'],
          ['d', 'df.merge()'],
        ],
        'b',
      ),
    ],
  },
  {
    course: 'modern-javascript-and-typescript',
    title: 'TypeScript types exam',
    type: 'exam',
    due: 70,
    minutes: 45,
    questions: [
      code(
        'Read a JSON array of cart items `{ price: number; qty: number }` and print the cart total.',
        'typescript',
        'interface Item {\n  price: number;\n  qty: number;\n}\nconst items: Item[] = JSON.parse(input);\n// print the total\n',
        'interface Item {\n  price: number;\n  qty: number;\n}\nconst items: Item[] = JSON.parse(input);\nconst total: number = items.reduce((sum: number, item: Item) => sum + item.price * item.qty, 0);\nconsole.log(total);\n',
        [
          ['[{"price":100,"qty":2},{"price":50,"qty":1}]', '250', false],
          ['[]', '0', true],
        ],
        15,
      ),
      mc(
        'What does `Partial<User>` produce?',
        [
          ['a', 'A type with every property of User optional'],
          ['b', 'A copy of User'],
          ['c', 'A type with only some properties'],
          ['d', 'An error'],
        ],
        'a',
      ),
    ],
  },
  {
    course: 'sql-for-data-analysts',
    title: 'SQL final exam',
    type: 'exam',
    due: -15,
    minutes: 40,
    questions: [
      mc(
        'Which clause filters groups after aggregation?',
        [
          ['a', 'WHERE'],
          ['b', 'HAVING'],
          ['c', 'GROUP BY'],
          ['d', 'ORDER BY'],
        ],
        'b',
      ),
      mc(
        'Which join keeps every row of the left table?',
        [
          ['a', 'INNER JOIN'],
          ['b', 'LEFT JOIN'],
          ['c', 'CROSS JOIN'],
          ['d', 'SELF JOIN'],
        ],
        'b',
      ),
      tf('COUNT(*) counts rows including those with NULL values.', true),
    ],
  },
  {
    course: 'building-payment-integrations-with-m-pesa-daraja-api',
    title: 'STK push integration assignment',
    type: 'assignment',
    due: 40,
    minutes: null,
    questions: [
      short('Which ResultCode does Daraja send when the customer cancels the STK push?', '1032', 5),
      code(
        'Read an STK callback JSON body and print the M-Pesa receipt number from CallbackMetadata, or FAILED when ResultCode is not 0.',
        'javascript',
        'const body = JSON.parse(input);\n',
        "const { stkCallback } = JSON.parse(input).Body;\nif (stkCallback.ResultCode !== 0) console.log('FAILED');\nelse console.log(stkCallback.CallbackMetadata.Item.find((item) => item.Name === 'MpesaReceiptNumber').Value);\n",
        [
          [
            '{"Body":{"stkCallback":{"ResultCode":0,"CallbackMetadata":{"Item":[{"Name":"Amount","Value":1},{"Name":"MpesaReceiptNumber","Value":"TKA1B2C3D4"}]}}}}',
            'TKA1B2C3D4',
            false,
          ],
          ['{"Body":{"stkCallback":{"ResultCode":1032}}}', 'FAILED', true],
        ],
      ),
    ],
  },
  {
    course: 'introduction-to-programming-with-python',
    title: 'Python basics quiz',
    type: 'quiz',
    due: -150,
    minutes: 15,
    questions: [
      mc(
        'What does `len("Ujuzi")` return?',
        [
          ['a', '4'],
          ['b', '5'],
          ['c', '6'],
          ['d', 'An error'],
        ],
        'b',
      ),
      tf('Python lists are zero-indexed.', true),
      code('Print Habari, Ujuzi!', 'python', '', 'print("Habari, Ujuzi!")\n', [['', 'Habari, Ujuzi!', false]], 4),
    ],
  },
  {
    course: 'react-for-beginners',
    title: 'React hooks quiz (draft)',
    type: 'quiz',
    due: 60,
    minutes: 20,
    published: false,
    questions: [
      mc(
        'Which hook keeps state in a function component?',
        [
          ['a', 'useEffect'],
          ['b', 'useState'],
          ['c', 'useMemo'],
          ['d', 'useRef'],
        ],
        'b',
      ),
    ],
  },
];
export const RESOURCES: [string, StudyResource['resource_type'], string | null, string | null, string[]][] = [
  ['Python cheat sheet', 'cheat_sheet', 'introduction-to-programming-with-python', 'python', ['python', 'basics']],
  ['JavaScript array methods explained', 'video', 'javascript-fundamentals', 'javascript', ['javascript', 'arrays']],
  ['MDN JavaScript guide', 'link', 'javascript-fundamentals', 'javascript', ['javascript', 'reference']],
  ['Django REST Framework tutorial', 'link', 'full-stack-web-development-with-django-and-react', 'python', ['django', 'api']],
  ['React data fetching patterns', 'document', 'full-stack-web-development-with-django-and-react', 'javascript', ['react']],
  [
    'Deploying Django with Docker',
    'video',
    'full-stack-web-development-with-django-and-react',
    'python',
    ['docker', 'deployment'],
  ],
  ['Pandas cheat sheet', 'cheat_sheet', 'python-for-data-analysis', 'python', ['pandas']],
  ['Kenya open data sets (KNBS)', 'link', 'python-for-data-analysis', null, ['data', 'kenya']],
  [
    'Daraja STK push sample (Python)',
    'code_sample',
    'building-payment-integrations-with-m-pesa-daraja-api',
    'python',
    ['mpesa', 'daraja'],
  ],
  ['Daraja callback handling slides', 'presentation', 'building-payment-integrations-with-m-pesa-daraja-api', null, ['mpesa']],
  ['TypeScript handbook', 'ebook', 'modern-javascript-and-typescript', 'typescript', ['typescript']],
  ['SQL joins visualised', 'document', 'sql-for-data-analysts', null, ['sql', 'joins']],
  ['Linux commands pocket guide', 'cheat_sheet', 'linux-command-line-basics', null, ['linux']],
  ['Kotlin coroutines podcast episode', 'audio', 'android-development-with-kotlin', 'kotlin', ['kotlin']],
  ['Git branching strategies', 'document', 'git-and-github-for-teams', null, ['git']],
  ['Interview prep problem list', 'other', null, null, ['interviews', 'career']],
  ['Writing a great developer CV in Kenya', 'document', null, null, ['career']],
  ['Unpublished: AWS pricing notes', 'document', 'aws-cloud-practitioner-bootcamp', null, ['aws']],
];

// ---------------------------------------------------------------------------------------------
// Seed content.
