/**
 * The community seed's hand-written content: forum topics with their replies and polls, and
 * articles with full HTML bodies for the public /articles pages. Authors are named by role so the
 * seed can give the demo accounts their share (the student asks, the teacher writes).
 */

/** Who wrote something: a demo account, or the n-th seeded student or teacher. */
export type AuthorRef = 'superadmin' | 'admin' | 'teacher' | 'student' | 'parent' | { student: number } | { teacher: number };

export interface ReplySeed {
  author: AuthorRef;
  content: string;
  /** The accepted answer of its topic. */
  accepted?: boolean;
  /** Index of the earlier reply of the same topic this one answers. */
  parent?: number;
}

export interface TopicSeed {
  title: string;
  category: string;
  author: AuthorRef;
  tags: string[];
  content: string;
  status: 'approved' | 'pending' | 'rejected';
  rejection?: string;
  pinned?: boolean;
  locked?: boolean;
  /** Days before the reference date. */
  age: number;
  replies: ReplySeed[];
  /** closesAfter: days after the reference date. */
  poll?: { question: string; options: [string, number][]; multiple?: boolean; closesAfter?: number };
}

export interface ArticleSeed {
  title: string;
  category: string;
  author: AuthorRef;
  tags: string[];
  status: 'published' | 'draft' | 'pending' | 'rejected';
  rejection?: string;
  featured?: boolean;
  image?: string;
  age: number;
  excerpt: string;
  content: string;
}

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const h2 = (text: string): string => `<h2>${text}</h2>`;
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ol = (...items: string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const code = (language: string, text: string): string =>
  `<pre><code class="language-${language}">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`;

export const COMMUNITY_CATEGORIES: [name: string, description: string, icon: string, color: string, active: boolean][] = [
  [
    'Python and Data Science',
    'Python, pandas, SQL, machine learning and data projects with African datasets.',
    'chart-bar',
    '#0B6E4F',
    true,
  ],
  ['Web Development', 'HTML, CSS, JavaScript, React, Django and APIs, including M-Pesa integrations.', 'code', '#1D4ED8', true],
  ['Mobile Development', 'Android with Kotlin, Flutter and apps that work on slow networks.', 'device-mobile', '#7C3AED', true],
  ['Cloud and DevOps', 'Linux, Docker, CI/CD and deploying to the cloud.', 'cloud', '#0891B2', true],
  ['Cybersecurity', 'Secure coding, ethical hacking and protecting people from fraud.', 'shield-check', '#B91C1C', true],
  ['Careers and Internships', 'CVs, interviews, internships and stories from alumni.', 'briefcase', '#B45309', true],
  ['Student Lounge', 'Study groups, campus life, events and everything else.', 'chat-bubble', '#4B5563', true],
  ['2025 Cohort Archive', 'Discussions of the 2025 cohorts, kept read-only.', 'archive-box', '#9CA3AF', false],
];

export const TOPICS: TopicSeed[] = [
  {
    title: 'Community guidelines: read this before posting',
    category: 'Student Lounge',
    author: 'teacher',
    tags: ['guidelines', 'welcome'],
    status: 'approved',
    pinned: true,
    locked: true,
    age: 120,
    content: p(
      'Karibu to the Ujuzi community! Ask questions, share what you build and help each other.',
      'Please search before posting, use a clear title, paste code as text (not screenshots) and mark the reply that solved your problem as the answer. Be kind: everyone here started somewhere.',
      'New topics are reviewed by a moderator before they appear. Adverts and selling posts are removed.',
    ),
    replies: [],
  },
  {
    title: 'How do I connect Django to PostgreSQL on Windows?',
    category: 'Web Development',
    author: 'student',
    tags: ['django', 'postgresql', 'windows'],
    status: 'approved',
    age: 34,
    content: p(
      'I installed PostgreSQL 16 and created a database called <code>ujuzi_shop</code>, but <code>python manage.py migrate</code> fails with <em>could not connect to server: Connection refused</em>.',
      'My settings use <code>HOST: "localhost"</code> and <code>PORT: "5432"</code>. What am I missing?',
    ),
    replies: [
      {
        author: { student: 3 },
        content: p(
          'Check that the PostgreSQL service is running: open <em>Services</em> and look for <code>postgresql-x64-16</code>.',
        ),
      },
      {
        author: 'teacher',
        accepted: true,
        content:
          p(
            'Two things usually cause this on Windows: the service is stopped, or psycopg is missing. Install the driver and start the service:',
          ) +
          code('bash', 'pip install "psycopg[binary]"\nnet start postgresql-x64-16') +
          p('Then confirm you can connect with <code>psql -U postgres -h localhost</code> before running migrate again.'),
      },
      { author: 'student', content: p('It was the service! It was set to manual start. Asante sana, Mwalimu Faith.'), parent: 1 },
    ],
  },
  {
    title: "M-Pesa Daraja sandbox returns 'Invalid Access Token'",
    category: 'Web Development',
    author: 'student',
    tags: ['mpesa', 'daraja', 'api'],
    status: 'approved',
    age: 6,
    content: p(
      'My STK push request to the Daraja sandbox returns <code>404.001.03 Invalid Access Token</code>. I generate the token first with my consumer key and secret, then call <code>/mpesa/stkpush/v1/processrequest</code>.',
      'The token request itself succeeds. Does the token expire very quickly?',
    ),
    replies: [
      {
        author: { student: 5 },
        content: p(
          'The token lasts one hour. Make sure the header is <code>Authorization: Bearer &lt;token&gt;</code> with a capital B and a single space.',
        ),
      },
      {
        author: { teacher: 2 },
        content: p(
          'Also check you are not mixing sandbox credentials with the production URL. The base URL must be <code>https://sandbox.safaricom.co.ke</code> for both calls.',
        ),
      },
    ],
  },
  {
    title: 'Best way to practise SQL for the Data Science Bootcamp?',
    category: 'Python and Data Science',
    author: 'student',
    tags: ['sql', 'data-science', 'practice'],
    status: 'approved',
    age: 21,
    content: p(
      'The bootcamp starts in January and I want to be comfortable with joins and window functions before then. Which platforms or datasets do you recommend?',
    ),
    poll: {
      question: 'Where do you practise SQL?',
      options: [
        ['SQLZoo and HackerRank', 9],
        ['Kaggle datasets in SQLite', 6],
        ['Our own course exercises', 11],
        ['Work projects', 3],
      ],
      closesAfter: 40,
    },
    replies: [
      {
        author: { student: 1 },
        content: p(
          'Load the KNBS county data into SQLite and answer your own questions about it. It is much more fun than toy tables.',
        ),
      },
      {
        author: { teacher: 1 },
        content: p(
          "Mode's SQL tutorial covers window functions well. Do one exercise a day for three weeks and you will be ready.",
        ),
      },
    ],
  },
  {
    title: 'Study group for the Flutter module (Westlands, Saturdays)?',
    category: 'Mobile Development',
    author: 'student',
    tags: ['flutter', 'study-group'],
    status: 'pending',
    age: 1,
    content: p(
      'Is anyone in the Saturday Flutter class interested in meeting after class to work through the state management exercises together? We could use the Westlands hub lab from 3 pm.',
    ),
    replies: [],
  },
  {
    title: 'Selling my HP EliteBook, barely used',
    category: 'Student Lounge',
    author: 'student',
    tags: ['marketplace'],
    status: 'rejected',
    rejection: 'Selling posts are not allowed in the community. Please use the notice board at the front desk.',
    age: 15,
    content: p('8 GB RAM, 256 GB SSD, perfect for the course. KES 28,000 or best offer.'),
    replies: [],
  },
  {
    title: 'Which evening class time works best at the Westlands hub?',
    category: 'Student Lounge',
    author: 'admin',
    tags: ['schedule', 'westlands'],
    status: 'approved',
    pinned: true,
    age: 9,
    content: p(
      'We are planning the January timetable for the Westlands hub. Tell us which evening slot suits you best; we will use the results to schedule the new cohorts.',
    ),
    poll: {
      question: 'Preferred evening slot',
      options: [
        ['5:30 pm – 8:00 pm', 14],
        ['6:00 pm – 8:30 pm', 22],
        ['6:30 pm – 9:00 pm', 9],
      ],
      closesAfter: 50,
    },
    replies: [
      {
        author: { student: 7 },
        content: p('6 pm works if you are coming from the CBD; anything earlier is hard with Waiyaki Way traffic.'),
      },
    ],
  },
  {
    title: 'pandas read_csv is slow on a 2 GB file',
    category: 'Python and Data Science',
    author: { student: 2 },
    tags: ['pandas', 'performance', 'python'],
    status: 'approved',
    age: 12,
    content: p(
      'Loading a 2 GB CSV of transaction records takes several minutes and sometimes crashes my laptop (8 GB RAM). Any tips?',
    ),
    replies: [
      {
        author: { teacher: 1 },
        accepted: true,
        content:
          p('Read only the columns you need, give pandas the types and process the file in chunks:') +
          code(
            'python',
            "chunks = pd.read_csv('transactions.csv', usecols=['date', 'amount', 'county'],\n                     dtype={'county': 'category'}, chunksize=200_000)\ntotals = pd.concat(chunk.groupby('county')['amount'].sum() for chunk in chunks)",
          ) +
          p('Switching to Parquet afterwards makes every later load much faster.'),
      },
      { author: 'student', content: p('The chunksize trick saved me in the last assignment too. Parquet is magic.') },
    ],
  },
  {
    title: 'Docker container cannot reach my local MySQL',
    category: 'Cloud and DevOps',
    author: { student: 4 },
    tags: ['docker', 'mysql', 'networking'],
    status: 'approved',
    age: 18,
    content: p(
      'My Flask app runs in Docker and MySQL runs on my laptop. Inside the container, <code>localhost:3306</code> refuses the connection.',
    ),
    replies: [
      {
        author: { teacher: 3 },
        accepted: true,
        content: p(
          'Inside a container <code>localhost</code> is the container itself. Use <code>host.docker.internal</code> on Windows and macOS, or run MySQL as a service in the same docker-compose file and use its service name.',
        ),
      },
      { author: { student: 4 }, content: p('host.docker.internal worked. Moving to docker-compose next. Thanks!') },
    ],
  },
  {
    title: 'How do you keep learning while working full time?',
    category: 'Careers and Internships',
    author: { student: 6 },
    tags: ['motivation', 'time-management'],
    status: 'approved',
    age: 27,
    content: p(
      'I work shifts at a call centre in Mombasa Road and study in the evening. Some weeks I fall behind. How do you all stay consistent?',
    ),
    replies: [
      {
        author: 'student',
        content: p(
          'I do 45 minutes every morning before work, even on busy weeks. Small but daily beats long weekend sessions for me.',
        ),
      },
      {
        author: { student: 8 },
        content: p('Find a study buddy. We check in on WhatsApp every evening and it keeps both of us honest.'),
      },
      {
        author: 'teacher',
        content: p(
          'Talk to your teacher early if you fall behind: we can move you to the weekend class without losing your progress.',
        ),
      },
    ],
  },
  {
    title: 'Internship openings for Python developers in Nairobi?',
    category: 'Careers and Internships',
    author: { student: 9 },
    tags: ['internship', 'python', 'jobs'],
    status: 'approved',
    age: 4,
    content: p(
      'I finish the backend course in December. Where do you look for internships? Are the hiring partners taking interns in January?',
    ),
    replies: [
      {
        author: 'admin',
        content: p(
          'Yes: three hiring partners have intern slots for January. The careers office will share the list after the career fair; update your CV in your profile before then.',
        ),
      },
    ],
  },
  {
    title: 'Is this phishing? SMS asking me to confirm my M-Pesa PIN',
    category: 'Cybersecurity',
    author: { student: 10 },
    tags: ['phishing', 'mpesa', 'security'],
    status: 'approved',
    age: 3,
    content: p(
      'I got an SMS from a normal mobile number saying my M-Pesa account will be suspended unless I reply with my PIN. It looks official. Is it real?',
    ),
    replies: [
      {
        author: { teacher: 4 },
        accepted: true,
        content: p(
          'It is a scam. Safaricom never asks for your PIN, and official messages come from "MPESA", not a 07xx number. Forward it to 333 and delete it.',
        ),
      },
    ],
  },
  {
    title: 'Kotlin or Flutter for my first Android app?',
    category: 'Mobile Development',
    author: { student: 11 },
    tags: ['kotlin', 'flutter', 'android'],
    status: 'approved',
    age: 40,
    content: p("I want to build a small app for my mother's shop (stock and sales). Should I learn Kotlin or Flutter first?"),
    replies: [
      {
        author: { teacher: 2 },
        content: p(
          'For a shop app that may later need iOS too, Flutter gets you further faster. Kotlin is the better choice if you want an Android developer job.',
        ),
      },
      {
        author: { student: 2 },
        content: p('I started with Flutter and built a stock app in three weeks. Use Hive or Drift for offline storage.'),
      },
    ],
  },
  {
    title: 'GitHub Student Developer Pack with a school email?',
    category: 'Student Lounge',
    author: { student: 12 },
    tags: ['github', 'tools'],
    status: 'pending',
    age: 0,
    content: p('Can we use our @students.ujuzi.ac.ke addresses to apply for the GitHub Student Developer Pack?'),
    replies: [],
  },
  {
    title: 'Free Azure credits for the cloud course?',
    category: 'Cloud and DevOps',
    author: { student: 13 },
    tags: ['azure', 'cloud'],
    status: 'approved',
    age: 50,
    content: p('Do we get cloud credits for the labs, or should I use the free tier on my own card?'),
    replies: [
      {
        author: { teacher: 3 },
        content: p('Every learner gets a lab account with credits during the course. Do not use your own card for the labs.'),
      },
    ],
  },
];

export const ARTICLES: ArticleSeed[] = [
  {
    title: 'Integrating M-Pesa STK Push with Django: a step-by-step guide',
    category: 'Web Development',
    author: 'teacher',
    tags: ['django', 'mpesa', 'python', 'payments'],
    status: 'published',
    featured: true,
    image: 'mpesa-stk-push-django.jpg',
    age: 28,
    excerpt:
      'Accept payments from any Safaricom line in a Django app: get a Daraja token, send an STK push and confirm the payment in your callback.',
    content: [
      p(
        "Almost every Kenyan product eventually needs to take money from a phone. Safaricom's Daraja API lets your app send an <strong>STK push</strong>: the customer sees a prompt on their phone, enters their M-Pesa PIN, and your server is told the result. This guide builds the flow in Django, from sandbox credentials to a confirmed payment.",
      ),
      h2('1. Create a Daraja app'),
      p(
        'Sign in at the Daraja developer portal, create an app with the <em>Lipa Na M-Pesa Sandbox</em> product and copy the consumer key and secret. Keep them in environment variables, never in your repository.',
      ),
      code(
        'python',
        "# settings.py\nMPESA_CONSUMER_KEY = env('MPESA_CONSUMER_KEY')\nMPESA_CONSUMER_SECRET = env('MPESA_CONSUMER_SECRET')\nMPESA_SHORTCODE = '174379'\nMPESA_BASE_URL = 'https://sandbox.safaricom.co.ke'",
      ),
      h2('2. Get an access token'),
      p('Tokens last one hour, so cache them instead of asking for a new one on every payment:'),
      code(
        'python',
        "def access_token():\n    token = cache.get('mpesa_token')\n    if token:\n        return token\n    response = requests.get(f'{settings.MPESA_BASE_URL}/oauth/v1/generate?grant_type=client_credentials',\n                            auth=(settings.MPESA_CONSUMER_KEY, settings.MPESA_CONSUMER_SECRET), timeout=30)\n    token = response.json()['access_token']\n    cache.set('mpesa_token', token, 55 * 60)\n    return token",
      ),
      h2('3. Send the STK push'),
      p(
        'The password is the base64 of the shortcode, the passkey and a timestamp. Store a <code>Payment</code> row <em>before</em> calling Daraja, with the <code>CheckoutRequestID</code> it returns, so the callback can find it.',
      ),
      h2('4. Handle the callback'),
      p(
        'Daraja calls your <code>CallBackURL</code> with a <code>ResultCode</code>: 0 means paid, anything else failed or was cancelled. Mark the payment accordingly and keep the M-Pesa receipt number for your records. Your callback must be reachable over HTTPS; in development, a tunnel such as ngrok works.',
      ),
      h2('Common mistakes'),
      ul(
        'Mixing sandbox credentials with the production URL (you get <em>Invalid Access Token</em>).',
        'Phone numbers in the wrong format: Daraja wants <code>2547XXXXXXXX</code>, without the plus sign.',
        'Trusting the browser: only the callback (or a status query) proves that a payment succeeded.',
      ),
      p(
        'With this in place, you can add instalment plans, receipts and reminders on top. Questions? Ask in the Web Development category of the community.',
      ),
    ].join('\n'),
  },
  {
    title: 'Cleaning county statistics with pandas',
    category: 'Python and Data Science',
    author: 'teacher',
    tags: ['pandas', 'python', 'data-cleaning'],
    status: 'published',
    featured: true,
    image: 'pandas-county-statistics.jpg',
    age: 19,
    excerpt:
      'Real data is messy. Here is how we turn a KNBS-style county table with merged headers, commas in numbers and inconsistent county names into a tidy DataFrame.',
    content: [
      p(
        'The first dataset most of our learners analyse is a table of county statistics: population, households, access to electricity. It looks simple until you load it. This walk-through shows the five steps we use every time.',
      ),
      h2('Load it without guessing'),
      code(
        'python',
        "import pandas as pd\n\nraw = pd.read_csv('county_stats.csv', skiprows=2, thousands=',', na_values=['-', 'n/a'])",
      ),
      p(
        'Skipping the title rows and telling pandas about thousands separators avoids most of the "object" columns that should have been numbers.',
      ),
      h2('Fix the county names'),
      p(
        'The same county appears as <em>Nairobi City</em>, <em>NAIROBI</em> and <em>Nairobi </em> (with a trailing space). Normalise the text and map the known variants:',
      ),
      code(
        'python',
        "raw['county'] = raw['county'].str.strip().str.title().replace({'Nairobi City': 'Nairobi', 'Elgeyo-Marakwet': 'Elgeyo Marakwet'})",
      ),
      h2('Check what you have'),
      ul(
        '<code>raw.info()</code> for types and missing values;',
        '<code>raw["county"].nunique()</code> should be 47;',
        '<code>raw.describe()</code> to spot impossible values such as negative households.',
      ),
      h2('Make it tidy'),
      p('Wide tables with one column per year are hard to plot. Melt them into one row per county and year:'),
      code(
        'python',
        "tidy = raw.melt(id_vars='county', var_name='year', value_name='households')\ntidy['year'] = tidy['year'].astype(int)",
      ),
      h2('Save the clean version'),
      p(
        'Write the result to Parquet and never touch the raw file again. Your notebook now starts from clean data, and anyone can repeat your steps. Next week we will map these figures county by county.',
      ),
    ].join('\n'),
  },
  {
    title: 'From accountant to backend developer in nine months',
    category: 'Careers and Internships',
    author: { teacher: 5 },
    tags: ['career-change', 'backend', 'alumni'],
    status: 'published',
    featured: true,
    image: 'accountant-to-developer.jpg',
    age: 45,
    excerpt:
      'Kevin Otieno kept his job at an audit firm while studying in the evenings. Today he builds payment APIs. Here is what worked for him.',
    content: [
      p(
        'Kevin Otieno spent four years reconciling ledgers at an audit firm in Upper Hill before he wrote his first line of Python. Nine months after joining our evening backend programme, he signed a contract as a junior backend developer at a Nairobi fintech.',
      ),
      h2('Start with a problem you know'),
      p(
        '"My first project was a script that matched bank statements to invoices," Kevin says. "I knew the problem better than anyone in my class, so I could focus on the code." Domain knowledge is an advantage: fintechs need developers who understand money.',
      ),
      h2('Protect your study hours'),
      p(
        'Kevin studied from 6 to 9 pm, four evenings a week, and kept Sundays free. He says consistency mattered more than the number of hours.',
      ),
      h2('Build in public'),
      ul(
        'He pushed every exercise to GitHub, with a short README.',
        'He answered questions in the community; explaining code made him understand it.',
        'His capstone, an invoice reconciliation API with M-Pesa callbacks, became the centre of his CV.',
      ),
      h2('His advice'),
      p(
        '"Do not wait until you feel ready to apply. I went to the career fair with my capstone on my phone and showed it to every company. Two of them called me back."',
      ),
    ].join('\n'),
  },
  {
    title: 'Five Linux commands every DevOps beginner should master',
    category: 'Cloud and DevOps',
    author: { teacher: 3 },
    tags: ['linux', 'devops', 'bash'],
    status: 'published',
    image: 'linux-commands-devops.jpg',
    age: 36,
    excerpt:
      'Before Kubernetes and Terraform, learn to find your way around a server. These five commands solve most first-day problems.',
    content: [
      p(
        'Most production problems are found from a terminal. Before learning any orchestration tool, get fluent with these commands.',
      ),
      ol(
        '<strong>ssh</strong>: connect to servers with keys, not passwords. Add hosts to <code>~/.ssh/config</code> so <code>ssh staging</code> just works.',
        '<strong>journalctl</strong>: read service logs. <code>journalctl -u nginx --since "1 hour ago"</code> answers "what just happened?".',
        '<strong>ss</strong>: see which ports are listening. <code>ss -tlnp</code> tells you whether your app is actually bound to port 8000.',
        '<strong>df and du</strong>: full disks break everything. <code>df -h</code>, then <code>du -sh /var/log/*</code> to find the culprit.',
        '<strong>systemctl</strong>: start, stop and enable services so they come back after a reboot.',
      ),
      h2('Practise safely'),
      p(
        'Spin up a small virtual machine in your lab account and break it on purpose: fill the disk, stop a service, block a port. Then use these commands to find out what is wrong.',
      ),
      code(
        'bash',
        'fallocate -l 5G /tmp/big.file   # fill the disk\ndf -h                           # notice it\nrm /tmp/big.file                # fix it',
      ),
      p('When these feel natural, Docker and CI pipelines will make much more sense.'),
    ].join('\n'),
  },
  {
    title: 'Building offline-first Flutter apps for low-bandwidth users',
    category: 'Mobile Development',
    author: { teacher: 2 },
    tags: ['flutter', 'offline-first', 'mobile'],
    status: 'published',
    image: 'offline-first-flutter.jpg',
    age: 24,
    excerpt:
      'Many of your users pay for every megabyte and lose signal on the matatu. Design your app to work offline first and sync when it can.',
    content: [
      p(
        'An app that shows a spinner whenever the network drops feels broken to most users in Kenya, where data bundles are expensive and coverage comes and goes. Offline-first apps read and write locally, then sync in the background.',
      ),
      h2('Store locally first'),
      p(
        'Use a local database (Drift or Isar) as the single source of truth for the UI. The network only updates that database; screens never wait for it.',
      ),
      h2('Queue your writes'),
      p(
        'When a user records a sale without signal, save it with a <code>pending</code> flag and push pending rows when connectivity returns:',
      ),
      code(
        'dart',
        'Connectivity().onConnectivityChanged.listen((status) {\n  if (status != ConnectivityResult.none) syncPendingSales();\n});',
      ),
      h2('Be careful with data'),
      ul(
        'Send only what changed since the last sync.',
        'Compress images on the device before uploading.',
        'Let users choose "sync on Wi-Fi only".',
      ),
      p(
        'Test with the network throttled to 2G in the emulator, and on a real low-end phone. If it feels good there, it will feel great everywhere.',
      ),
    ].join('\n'),
  },
  {
    title: 'SIM-swap fraud: how it works and how to protect your accounts',
    category: 'Cybersecurity',
    author: { teacher: 4 },
    tags: ['security', 'mpesa', '2fa'],
    status: 'published',
    image: 'sim-swap-fraud.jpg',
    age: 14,
    excerpt:
      'A fraudster who controls your SIM receives your one-time codes. Understand the attack and the settings that stop it.',
    content: [
      p(
        'In a SIM-swap attack, a fraudster convinces a shop to move your number to a new SIM card. From that moment, your calls, SMS and one-time passwords go to them, and many accounts can be reset with an SMS code.',
      ),
      h2('Warning signs'),
      ul(
        'Your phone suddenly shows "No service" in an area with good coverage.',
        'You receive messages about a SIM replacement you did not request.',
        'Friends say they received strange messages from you.',
      ),
      h2('Protect yourself'),
      ol(
        'Use an authenticator app instead of SMS for two-factor authentication wherever possible.',
        'Set a strong M-Pesa PIN and never share it; Safaricom never asks for it.',
        'Keep the e-mail address behind your important accounts protected with its own strong password and 2FA.',
      ),
      h2('For developers'),
      p(
        'If you build login flows, offer TOTP or passkeys, treat SMS codes as a fallback, and add a delay plus an e-mail alert when a phone number changes on an account. Security is a product feature.',
      ),
    ].join('\n'),
  },
  {
    title: 'How to prepare for your first technical interview in Nairobi',
    category: 'Careers and Internships',
    author: 'teacher',
    tags: ['interviews', 'career', 'jobs'],
    status: 'published',
    image: 'first-technical-interview.jpg',
    age: 8,
    excerpt: 'What local companies actually ask junior developers, and a two-week plan to get ready.',
    content: [
      p(
        'We asked eight of our hiring partners what they look for in junior developers. The answers were consistent: clear communication, solid fundamentals and evidence that you can finish a project.',
      ),
      h2('What to expect'),
      ul(
        'A take-home task or a short live exercise (often an API or a data-cleaning task).',
        'Questions about a project on your CV: why you built it that way and what you would change.',
        'Basic SQL, Git and HTTP questions.',
      ),
      h2('A two-week plan'),
      ol(
        'Days 1–3: polish one project and write a README with screenshots.',
        'Days 4–8: one SQL and one coding exercise per day, explained out loud.',
        'Days 9–12: mock interviews with classmates or the careers office.',
        'Days 13–14: research the company and prepare questions for them.',
      ),
      p(
        'Finally, be honest when you do not know something and explain how you would find out. Interviewers remember that far longer than a perfect answer.',
      ),
    ].join('\n'),
  },
  {
    title: 'A practical Git branching workflow for student teams',
    category: 'Web Development',
    author: 'teacher',
    tags: ['git', 'collaboration', 'github'],
    status: 'published',
    image: 'git-branching-workflow.jpg',
    age: 3,
    excerpt:
      'Group projects fail on merge conflicts more often than on code. A simple branching routine that keeps four-person teams moving.',
    content: [
      p(
        'Every capstone team hits the same wall in week two: everyone edits the same files on <code>main</code> and the merge conflicts never end. Here is the workflow we recommend.',
      ),
      h2('One branch per task'),
      code(
        'bash',
        'git switch -c feature/mpesa-callback\n# ...commit small, focused changes...\ngit push -u origin feature/mpesa-callback',
      ),
      h2('Pull requests, always'),
      p(
        'Open a pull request early, ask one teammate to review, and merge only when the checks pass. Reviews spread knowledge: everyone learns the whole codebase.',
      ),
      h2('Stay up to date'),
      p('Rebase your branch on <code>main</code> every morning so conflicts stay small:'),
      code('bash', 'git fetch origin\ngit rebase origin/main'),
      p('Agree on these rules on day one and write them in your README. Your future employer will use something very similar.'),
    ].join('\n'),
  },
  {
    title: 'Understanding React Server Components',
    category: 'Web Development',
    author: 'teacher',
    tags: ['react', 'javascript'],
    status: 'draft',
    age: 1,
    excerpt: '',
    content: p('Draft: what server components change for data fetching, and when to keep using client components.'),
  },
  {
    title: "What I learned building a USSD app with Africa's Talking",
    category: 'Mobile Development',
    author: 'student',
    tags: ['ussd', 'africas-talking', 'python'],
    status: 'pending',
    age: 2,
    excerpt: 'USSD still reaches every phone in Kenya. Notes from my first USSD menu for a chama savings group.',
    content: [
      p(
        "For my capstone I built a USSD menu that lets members of my mother's chama check their savings balance from any phone, including kabambe phones without internet.",
      ),
      h2('How USSD works'),
      p(
        "Africa's Talking sends your server the session id, the phone number and the text typed so far. You answer with <code>CON</code> to continue the menu or <code>END</code> to close it.",
      ),
      h2('What surprised me'),
      ul(
        'Sessions time out quickly, so menus must be short.',
        'Every screen is limited to about 160 characters.',
        'Testing on the simulator is easy; testing on real phones found bugs in my menu numbering.',
      ),
    ].join('\n'),
  },
  {
    title: 'Docker Compose for local development',
    category: 'Cloud and DevOps',
    author: { student: 4 },
    tags: ['docker', 'docker-compose'],
    status: 'pending',
    age: 1,
    excerpt: 'One file to start your app, its database and a cache with a single command.',
    content: p(
      'After my MySQL networking problem, I moved everything to docker-compose. Here is the file I use for Flask, MySQL and Redis, and why each line is there.',
    ),
  },
  {
    title: 'My first hackathon',
    category: 'Student Lounge',
    author: 'student',
    tags: ['hackathon'],
    status: 'draft',
    age: 0,
    excerpt: '',
    content: p('Notes for a post about the agritech hackathon.'),
  },
  {
    title: 'Make KES 50,000 a week online with this one trick',
    category: 'Student Lounge',
    author: { student: 14 },
    tags: ['money'],
    status: 'rejected',
    rejection: 'Promotional content is not allowed. Articles must be about learning or technology.',
    age: 10,
    excerpt: 'Join my team and earn from home.',
    content: p('Join my team today and earn from home. WhatsApp me for details.'),
  },
];

export const COMMENTS: [article: number, author: AuthorRef, content: string, parent?: number][] = [
  [0, 'student', 'This is exactly what I needed for my capstone. The token caching tip saved me a lot of failed requests.'],
  [0, { student: 5 }, 'Do you have a sample for the C2B confirmation URL as well?'],
  [0, 'teacher', 'Good idea, I will add a C2B section next month.', 1],
  [0, { student: 9 }, 'The phone number format caught me out too. 2547..., no plus sign!'],
  [1, { student: 2 }, 'The melt step finally made sense to me. Thank you!'],
  [1, 'student', 'Could you share the cleaned Parquet file for practice?'],
  [2, { student: 6 }, 'Very encouraging. I am also switching careers from banking.'],
  [2, 'parent', 'Shared this with my daughter. Inspiring story.'],
  [3, { student: 4 }, 'journalctl is my new best friend.'],
  [4, { student: 11 }, 'Offline-first is the only way for my shop app. Great tips on syncing.'],
  [5, { student: 10 }, 'I nearly fell for one of these last week. Switched to an authenticator app today.'],
  [5, 'admin', 'Thank you for this. We will share it in the next newsletter.'],
  [6, 'student', 'Doing the two-week plan before the career fair!'],
  [7, { student: 8 }, 'Our team adopted this today. No conflicts so far.'],
];
