import type { ExamResult, FeePayment, FinanceReceipt, StudentFee, TimetableEntry } from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { type TestPage, setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

describe('core and academics', () => {
  it('knows the current Kenyan academic year and term', async () => {
    expect((await call('GET', '/core/academic-years/current/', { as: 'student' })).body).toMatchObject({
      name: '2026',
      is_current: true,
      terms_count: 3,
    });
    expect((await call('GET', '/core/academic-terms/current/', { as: 'student' })).body).toMatchObject({
      name: 'Term 3',
      term_number: 3,
      academic_year_name: '2026',
    });
    expect((await call('GET', '/core/school/', { as: 'student' })).body).toMatchObject({ city: 'Nairobi', country: 'Kenya' });
    expect((await call('GET', '/core/settings/', { as: 'admin' })).body).toMatchObject({
      currency: 'KES',
      locale: 'en-KE',
      timezone: 'Africa/Nairobi',
    });
  });

  it('keeps one current year: marking another current unmarks the first', async () => {
    const created = await call<{ id: number; is_current: boolean }>('POST', '/core/academic-years/', {
      as: 'admin',
      body: { name: '2028', start_date: '2028-01-04', end_date: '2028-11-17', is_current: true },
    });
    expect(created.status).toBe(201);
    expect((await call<{ id: number }>('GET', '/core/academic-years/current/', { as: 'admin' })).body.id).toBe(created.body.id);
    expect(
      (await call<TestPage<unknown>>('GET', '/core/academic-years/', { as: 'admin', query: { is_current: true } })).body.count,
    ).toBe(1);
  });

  it('refuses a period that ends before it starts, and writes by non-management', async () => {
    expect(
      (
        await call('POST', '/core/academic-years/', {
          as: 'admin',
          body: { name: 'Bad', start_date: '2028-11-01', end_date: '2028-01-01' },
        })
      ).body,
    ).toEqual({ end_date: ['End date must be after start date.'] });
    expect((await call('POST', '/core/departments/', { as: 'teacher', body: { name: 'Robotics', code: 'RB' } })).status).toBe(
      403,
    );
  });

  it('adds a subject with related ids shown as summaries and labels, and checks the ids exist', async () => {
    const created = await call<{ slug: string; department_name: string; teachers: { username: string }[] }>(
      'POST',
      '/academics/subjects/',
      {
        as: 'admin',
        body: { name: 'Blockchain Basics', code: 'BC101', department: 1, class_levels: [2], teachers: [3] },
      },
    );
    expect(created.body).toMatchObject({
      slug: 'blockchain-basics',
      department_name: 'Software Engineering',
      teachers: [{ username: 'teacher' }],
    });
    const missing = await call('POST', '/academics/subjects/', { as: 'admin', body: { name: 'X', code: 'X1', department: 999 } });
    expect(missing.body).toEqual({ department: ['Invalid pk "999" - object does not exist.'] });
  });

  it('refuses a timetable slot that clashes with another lesson of the class', async () => {
    const { body } = await call<TestPage<TimetableEntry>>('GET', '/academics/timetables/', {
      as: 'teacher',
      query: { weekday: 'monday', page_size: 1 },
    });
    const lesson = body.results[0];
    const clash = await call<Record<string, string[]>>('POST', '/academics/timetables/', {
      as: 'admin',
      body: {
        class_section: lesson?.class_section,
        subject: lesson?.subject.id,
        weekday: 'monday',
        start_time: lesson?.start_time,
        end_time: lesson?.end_time,
      },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.non_field_errors?.[0]).toMatch(/^This class already has /);
  });
});

describe('assessment', () => {
  it('grades a new result from the exam’s marks and the KCSE bands', async () => {
    const exams = await call<TestPage<{ id: number; total_marks: number; status: string; subjects: { id: number }[] }>>(
      'GET',
      '/assessment/exams/',
      { as: 'teacher', query: { exam_type: 'end_term', status: 'scheduled', page_size: 1 } },
    );
    const exam = exams.body.results[0];
    const result = await call<ExamResult>('POST', '/assessment/results/', {
      as: 'teacher',
      body: { exam: exam?.id, student: 4, subject: exam?.subjects[0]?.id, marks_obtained: 78 },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      percentage: 78,
      grade: 'A-',
      points: 11,
      passed: true,
      graded_by: { username: 'teacher' },
      student: { username: 'student' },
    });
    const over = await call<Record<string, string[]>>('POST', '/assessment/results/', {
      as: 'teacher',
      body: { exam: exam?.id, student: 5, subject: exam?.subjects[0]?.id, marks_obtained: 101 },
    });
    expect(over.status).toBe(400);
  });

  it('shows a student only their own published results', async () => {
    const { body } = await call<TestPage<ExamResult>>('GET', '/assessment/results/', {
      as: 'student',
      query: { page_size: 100 },
    });
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((result) => result.student.username === 'student' && result.is_published)).toBe(true);
  });

  it('generates report cards for a term from its results', async () => {
    const term = (await call<{ id: number }>('GET', '/core/academic-terms/current/', { as: 'teacher' })).body.id;
    const generated = await call<{ created: number; report_cards: number[] }>('POST', '/assessment/report-cards/generate/', {
      as: 'teacher',
      body: { academic_term: term, publish: true },
    });
    expect(generated.body.created).toBeGreaterThan(40);
    const card = await call<{ subject_lines: unknown[]; status: string; mean_grade: string }>(
      'GET',
      `/assessment/report-cards/${generated.body.report_cards[0]}/`,
      { as: 'admin' },
    );
    expect(card.body.status).toBe('published');
    expect(card.body.subject_lines.length).toBeGreaterThan(0);
  });

  it('generates the report cards of a class section from its published results, ranked within it, and refuses when there are none', async () => {
    const term = (await call<{ id: number }>('GET', '/core/academic-terms/current/', { as: 'teacher' })).body.id;
    const sections = await call<TestPage<{ id: number }>>('GET', '/academics/class-sections/', { as: 'admin' });
    const enrollments = await call<TestPage<{ class_section: number; student: { id: number } }>>(
      'GET',
      '/academics/class-enrollments/',
      { as: 'admin', query: { status: 'active', page_size: 1000 } },
    );
    const section = sections.body.results.find((row) => enrollments.body.results.some((e) => e.class_section === row.id));
    const size = new Set(enrollments.body.results.filter((e) => e.class_section === section?.id).map((e) => e.student.id)).size;
    const generated = await call<{ created: number; updated: number; message: string; report_cards: number[] }>(
      'POST',
      '/assessment/report-cards/generate/',
      { as: 'admin', body: { academic_term: term, class_section: section?.id, overwrite: true } },
    );
    expect(generated.status).toBe(200);
    expect(generated.body.created + generated.body.updated).toBe(size);
    expect(generated.body.message).toMatch(new RegExp(`^${size} report cards generated for Term 3 2026`));
    const cards = await Promise.all(
      generated.body.report_cards.map(
        async (id) =>
          (
            await call<{
              status: string;
              position: number;
              out_of: number;
              average_marks: number;
              subject_lines: { marks: number }[];
            }>('GET', `/assessment/report-cards/${id}/`, { as: 'admin' })
          ).body,
      ),
    );
    expect(cards.every((card) => card.status === 'draft' && card.out_of === size)).toBe(true);
    expect(cards.map((card) => card.position).sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    const best = cards.find((card) => card.position === 1);
    expect(cards.every((card) => card.average_marks <= (best?.average_marks ?? 0))).toBe(true);
    const first = cards[0];
    const mean = (first?.subject_lines ?? []).reduce((sum, line) => sum + line.marks, 0) / (first?.subject_lines.length ?? 1);
    expect(first?.average_marks).toBeCloseTo(mean, 1);

    const exams = await call<TestPage<{ id: number; academic_term: number; results_count: number }>>(
      'GET',
      '/assessment/exams/',
      {
        as: 'admin',
        query: { page_size: 200 },
      },
    );
    const unmarked = exams.body.results.find((exam) => exam.academic_term === term && exam.results_count === 0);
    const refused = await call<{ non_field_errors: string[] }>('POST', '/assessment/report-cards/generate/', {
      as: 'admin',
      body: { academic_term: term, exams: [unmarked?.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors[0]).toBe('No published results for Term 3 2026: publish the exam results first.');
    expect(
      (await call('POST', '/assessment/report-cards/generate/', { as: 'student', body: { academic_term: term } })).status,
    ).toBe(403);
  });
});

describe('finance', () => {
  it('records an M-Pesa fee payment: the balance drops and a receipt is issued', async () => {
    const fees = await call<TestPage<StudentFee>>('GET', '/finance/student-fees/', { as: 'student' });
    const fee = fees.body.results[0];
    expect(fee).toMatchObject({ currency: 'KES', student: { username: 'student' } });
    const payment = await call<FeePayment>('POST', '/finance/fee-payments/', {
      as: 'accountant',
      // At the office the accountant types the code from the payer's M-Pesa message.
      body: {
        student_fee: fee?.id,
        amount: '5000.00',
        payment_method: 'mpesa',
        payer_phone: '+254712345678',
        mpesa_receipt_number: 'QK7A1B2C3D',
      },
    });
    expect(payment.status).toBe(201);
    expect(payment.body.mpesa_receipt_number).toBe('QK7A1B2C3D');
    expect(payment.body.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    const after = await call<StudentFee>('GET', `/finance/student-fees/${fee?.id}/`, { as: 'student' });
    expect(Number(after.body.balance)).toBe(Number(fee?.balance) - 5000);
    const receipt = await call<FinanceReceipt>('GET', `/finance/receipts/${payment.body.receipt}/`, { as: 'parent' });
    expect(receipt.body).toMatchObject({ amount: '5000.00', balance_after: after.body.balance });
  });

  it('refuses a payment above the balance, and payments by non-finance staff', async () => {
    const fee = (await call<TestPage<StudentFee>>('GET', '/finance/student-fees/', { as: 'accountant', query: { page_size: 1 } }))
      .body.results[0];
    const tooMuch = await call<Record<string, string[]>>('POST', '/finance/fee-payments/', {
      as: 'accountant',
      body: { student_fee: fee?.id, amount: '999999.00', payment_method: 'cash' },
    });
    expect(tooMuch.body.amount?.[0]).toMatch(/^The amount exceeds the balance of KES /);
    expect(
      (
        await call('POST', '/finance/fee-payments/', {
          as: 'teacher',
          body: { student_fee: fee?.id, amount: '10.00', payment_method: 'cash' },
        })
      ).status,
    ).toBe(403);
  });

  it('hides expenses from students and follows budget spending', async () => {
    expect((await call('GET', '/finance/expenses/', { as: 'student' })).status).toBe(403);
    const budget = (
      await call<TestPage<{ id: number; spent_amount: string }>>('GET', '/finance/budgets/', {
        as: 'accountant',
        query: { category: 'events' },
      })
    ).body.results[0];
    // Only management records an expense as approved (an accountant's waits for approval: finance.test.ts).
    await call('POST', '/finance/expenses/', {
      as: 'admin',
      body: {
        title: 'Pizza for the hackathon',
        category: 'events',
        amount: '12500.00',
        expense_date: '2026-10-30',
        budget: budget?.id,
        status: 'approved',
      },
    });
    const after = await call<{ spent_amount: string }>('GET', `/finance/budgets/${budget?.id}/`, { as: 'accountant' });
    expect(Number(after.body.spent_amount)).toBe(Number(budget?.spent_amount) + 12500);
  });
});

describe('alumni and bulk student actions', () => {
  it('lists alumni and events', async () => {
    expect(
      (await call<TestPage<unknown>>('GET', '/alumni/alumni/', { as: 'student', query: { is_mentor: true } })).body.count,
    ).toBeGreaterThan(5);
    expect(
      (await call<TestPage<unknown>>('GET', '/alumni/events/', { as: 'student', query: { status: 'upcoming' } })).body.count,
    ).toBe(3);
  });

  it('creates, updates and deletes students in bulk with a result per row', async () => {
    const created = await call<{
      created_count: number;
      failed_count: number;
      created: { id: number }[];
      errors: { index: number; errors: Record<string, string[]> }[];
    }>('POST', '/students/bulk-create/', {
      as: 'admin',
      body: {
        students: [
          { username: 'kevin.mutua', email: 'kevin.mutua@gmail.com', first_name: 'Kevin', last_name: 'Mutua' },
          { username: 'student', email: 'dup@gmail.com', first_name: 'Dup', last_name: 'Licate' },
        ],
      },
    });
    expect(created.body).toMatchObject({ created_count: 1, failed_count: 1 });
    expect(created.body.errors[0]).toMatchObject({
      index: 1,
      errors: { username: ['A user with that username already exists.'] },
    });
    const id = created.body.created[0]?.id;
    expect(
      (
        await call<{ updated_count: number }>('POST', '/students/bulk-update/', {
          as: 'admin',
          body: { students: [{ id, last_name: 'Musyoka' }, { id: 3 }] },
        })
      ).body,
    ).toMatchObject({ updated_count: 1, failed_count: 1 });
    expect(
      (await call<{ deleted_ids: number[] }>('POST', '/students/bulk-delete/', { as: 'admin', body: { ids: [id] } })).body
        .deleted_ids,
    ).toEqual([id]);
    expect((await call('GET', `/accounts/users/${id}/`, { as: 'admin' })).status).toBe(404);
  });
});
