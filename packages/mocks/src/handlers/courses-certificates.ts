/**
 * Certificates and QR codes. Certificates move pending → issued → revoked; the public verification
 * (by hash or by number) answers `valid` only for issued ones and 404 for unknown ones; downloads
 * are real PDFs, images real PNGs. QR codes link to a public profile filtered by the owner's
 * settings; regenerating one gives a new hash and the old link stops resolving.
 */
import type {
  CourseCertificate,
  CourseCertificateBulkIssueRequest,
  CourseCertificateCompletionRates,
  CourseCertificateIssuanceTrends,
  CourseCertificatePopularCourses,
  CourseCertificateRevokeRequest,
  CourseCertificateShareEmailRequest,
  CourseCertificateShareEmailResult,
  CourseCertificateShareUrl,
  CourseCertificateStatistics,
  CourseCertificateSummary,
  CourseCertificateVerification,
  CourseWithCertificate,
  UserQrCode,
  UserQrCodeSettings,
  UserQrProfileData,
} from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { fullName, optionalSummary, profileOf, userSummaryById } from '../db/accounts';
import { courseSummary, courseSummaryById } from '../db/courses';
import type { MockDatabase } from '../db/database';
import { courseProgress, isManagement, isStaff, studentStatus } from '../db/enrollments';
import { DEFAULT_QR_SETTINGS, randomHex, type CertificateRow, type QrCodeRow } from '../db/progress';
import { omit } from '../db/rows';
import { isoDate, nowIso, todayIso } from '../db/time';
import { MANAGEMENT, STAFF } from '../kit/crud';
import { applyOrdering, listPage } from '../kit/list';
import { detail, fieldErrors, json, notFound } from '../kit/respond';
import { publicRoute, route, type AuthedContext, type PublicContext } from '../kit/route';
import { withRow } from '../kit/row-lookup';
import { bulkTally, monthBuckets, integerError, limitOf, managesCourse, percent } from './courses-shared';
import { binary, certificatePng, qrSvg, simplePdf } from './files';

const ISSUER = 'Ujuzi School of Technology';

/** The API root of the request (`http://localhost:5173/api`), for download links. */
const apiRoot = (context: PublicContext): string => {
  const href = context.url.href;
  const at = href.indexOf('/courses/');
  return at >= 0 ? href.slice(0, at) : `${context.url.origin}/api`;
};

export function presentCertificate(context: PublicContext, row: CertificateRow): CourseCertificate {
  const { student, course, issued_by, ...rest } = omit(row, 'verifications');
  return {
    ...rest,
    student: userSummaryById(context.db, student),
    course: courseSummaryById(context.db, course),
    issued_by: optionalSummary(context.db, issued_by),
    verification_url: `${context.url.origin}/certificate/verify/${row.verification_hash}`,
    download_url: row.status === 'issued' ? `${apiRoot(context)}/courses/certificates/${row.id}/download/?format=pdf` : null,
  };
}

const summaryOf = (row: CertificateRow): CourseCertificateSummary => ({
  id: row.id,
  certificate_number: row.certificate_number,
  status: row.status,
  verification_hash: row.verification_hash,
  issued_at: row.issued_at ?? null,
});

/** Issues a pending certificate. */
export function issueCertificate(db: MockDatabase, row: CertificateRow, actor: number): CertificateRow {
  const stamp = nowIso();
  return (
    db.progress.certificates.update(row.id, { status: 'issued', issued_at: stamp, issued_by: actor, updated_at: stamp }) ?? row
  );
}

/** Who may see a certificate: its holder, their parents, the course's teacher, admins. */
function seesCertificate(context: AuthedContext, row: CertificateRow): boolean {
  const { user, db } = context;
  if (row.student === user.id || isManagement(user)) return true;
  if (user.user_type === 'parent')
    return db.accounts.relations.some((relation) => relation.parent === user.id && relation.student === row.student);
  return user.user_type === 'teacher' && managesCourse(user, db.courses.courses.get(row.course));
}

function verification(context: PublicContext, row: CertificateRow | undefined): Response {
  if (!row) return notFound('Certificate not found. Check the code and try again.');
  context.db.progress.certificates.update(row.id, { verifications: row.verifications + 1 });
  const holder = context.db.accounts.users.get(row.student);
  const course = context.db.courses.courses.get(row.course);
  const messages = {
    issued: 'This certificate is valid.',
    pending: 'This certificate has not been issued yet.',
    revoked: `This certificate was revoked${row.revocation_reason ? `: ${row.revocation_reason}` : '.'}`,
  };
  return json<CourseCertificateVerification>({
    valid: row.status === 'issued',
    status: row.status,
    holder_name: holder ? fullName(holder) : 'Unknown holder',
    course: course ? courseSummary(course) : courseSummaryById(context.db, row.course),
    issue_date: row.issued_at ? row.issued_at.slice(0, 10) : null,
    completion_date: row.completion_date ?? null,
    certificate_number: row.certificate_number,
    verification_hash: row.verification_hash,
    instructor_name: course?.instructor?.get_full_name ?? null,
    issuer: ISSUER,
    revocation_reason: row.revocation_reason ?? null,
    revoked_at: row.revoked_at ?? null,
    message: messages[row.status],
    verified_at: nowIso(),
  });
}

function certificateFigures(
  db: MockDatabase,
  courses: { id: number; title: string }[],
): CourseCertificateCompletionRates['courses'] {
  return courses.map((course) => {
    const enrolled = db.payments.enrollments.count((row) => row.course === course.id && row.status !== 'cancelled');
    const completed = db.payments.enrollments.count((row) => row.course === course.id && row.status === 'completed');
    const issued = db.progress.certificates.count((row) => row.course === course.id && row.status === 'issued');
    return {
      course: courseSummaryById(db, course.id),
      enrolled,
      completed,
      certificates_issued: issued,
      completion_rate: percent(completed, enrolled),
      certification_rate: percent(issued, enrolled),
    };
  });
}

function certificateHandlersList(): HttpHandler[] {
  const find = (context: AuthedContext): CertificateRow | undefined => {
    const row = context.db.progress.certificates.get(context.id());
    return row && seesCertificate(context, row) ? row : undefined;
  };
  const managed = (context: AuthedContext, row: CertificateRow): boolean =>
    managesCourse(context.user, context.db.courses.courses.get(row.course));
  return [
    route('listCourseCertificates', (context) => {
      const issuedOn = (row: CourseCertificate): string | undefined => row.issued_at?.slice(0, 10);
      // Newest issued first, certificates not issued yet after them (NULLS LAST).
      const rows = applyOrdering(
        context.db.progress.certificates.filter((row) => seesCertificate(context, row)),
        '-created_at',
      )
        .sort((a, b) => (b.issued_at ?? '').localeCompare(a.issued_at ?? ''))
        .map((row) => presentCertificate(context, row));
      return json(
        listPage(context, rows, {
          search: ['certificate_number', 'student.get_full_name', 'course.title'],
          filters: {
            // By issue date: a certificate not issued yet has none, so a date range leaves it out.
            issued_after: (row, value) => (issuedOn(row) ?? '') >= value,
            issued_before: (row, value) => (issuedOn(row) ?? '9999') <= value,
          },
        }),
      );
    }),
    route(
      'getCourseCertificate',
      withRow(find, (context, row) => json<CourseCertificate>(presentCertificate(context, row))),
    ),
    route('listMyCourseCertificates', (context) => {
      const rows = context.db.progress.certificates
        .filter((row) => row.student === context.user.id && row.status !== 'revoked')
        .map((row) => presentCertificate(context, row));
      return json(listPage(context, rows, { ordering: '-created_at' }));
    }),
    route('listMyCoursesWithCertificates', ({ db, user }) => {
      const rows = db.payments.enrollments.filter((row) => row.user === user.id && row.status !== 'cancelled');
      return json<CourseWithCertificate[]>(
        applyOrdering(rows, '-enrolled_at').map((row) => {
          const certificate =
            db.progress.certificates.find((candidate) => candidate.enrollment === row.id && candidate.status !== 'revoked') ??
            db.progress.certificates.find((candidate) => candidate.student === user.id && candidate.course === row.course);
          const progress = courseProgress(db, user.id, row.course);
          return {
            course: courseSummaryById(db, row.course),
            enrollment_id: row.id,
            enrollment_status: studentStatus(row.status),
            progress: progress.progress,
            completed_at: row.completed_at,
            is_eligible: row.status === 'completed',
            certificate: certificate ? summaryOf(certificate) : null,
          };
        }),
      );
    }),
    route(
      'issueCourseCertificate',
      withRow(find, (context, row) => {
        if (!managed(context, row)) return context.deny();
        if (row.status !== 'pending')
          return detail(
            400,
            row.status === 'issued'
              ? 'This certificate has already been issued.'
              : 'A revoked certificate cannot be issued again.',
          );
        return json<CourseCertificate>(presentCertificate(context, issueCertificate(context.db, row, context.user.id)));
      }),
      { roles: STAFF },
    ),
    route(
      'revokeCourseCertificate',
      withRow(find, async (context, row) => {
        const input = await context.body<CourseCertificateRevokeRequest>();
        if (input instanceof Response) return input;
        if (!input.reason.trim()) return fieldErrors({ reason: 'This field may not be blank.' });
        if (row.status === 'revoked') return detail(400, 'This certificate has already been revoked.');
        const stamp = nowIso();
        const updated =
          context.db.progress.certificates.update(row.id, {
            status: 'revoked',
            revoked_at: stamp,
            revocation_reason: input.reason.trim(),
            updated_at: stamp,
          }) ?? row;
        return json<CourseCertificate>(presentCertificate(context, updated));
      }),
      { roles: MANAGEMENT },
    ),
    route(
      'listPendingCourseCertificates',
      (context) => {
        const rows = context.db.progress.certificates
          .filter((row) => row.status === 'pending' && managed(context, row))
          .map((row) => presentCertificate(context, row));
        return json(
          listPage(context, rows, {
            search: ['certificate_number', 'student.get_full_name', 'course.title'],
            ordering: 'created_at',
          }),
        );
      },
      { roles: STAFF },
    ),
    route(
      'bulkIssueCourseCertificates',
      async (context) => {
        const input = await context.body<CourseCertificateBulkIssueRequest>();
        if (input instanceof Response) return input;
        const tally = bulkTally();
        input.certificate_ids.forEach((certificateId, index) => {
          const row = context.db.progress.certificates.get(certificateId);
          const problem = !row
            ? 'Not found.'
            : !managed(context, row)
              ? 'You cannot issue certificates of this course.'
              : row.status !== 'pending'
                ? `The certificate is ${row.status}, not pending.`
                : undefined;
          if (problem || !row) {
            tally.failed(certificateId, index, problem ?? 'Not found.');
            return;
          }
          issueCertificate(context.db, row, context.user.id);
          tally.succeeded(certificateId);
        });
        return tally.answer(
          (counts) =>
            `${counts.processed_count} certificates issued${counts.failed_count ? `, ${counts.failed_count} skipped` : ''}.`,
        );
      },
      { roles: STAFF },
    ),
    route(
      'getCourseCertificateStatistics',
      (context) => {
        const rows = context.db.progress.certificates.filter((row) => managed(context, row));
        const month = todayIso().slice(0, 7);
        return json<CourseCertificateStatistics>({
          total: rows.length,
          issued: rows.filter((row) => row.status === 'issued').length,
          pending: rows.filter((row) => row.status === 'pending').length,
          revoked: rows.filter((row) => row.status === 'revoked').length,
          issued_this_month: rows.filter((row) => row.status === 'issued' && (row.issued_at ?? '').startsWith(month)).length,
          unique_holders: new Set(rows.filter((row) => row.status === 'issued').map((row) => row.student)).size,
          courses_with_certificates: new Set(rows.map((row) => row.course)).size,
          verifications_count: rows.reduce((sum, row) => sum + row.verifications, 0),
        });
      },
      { roles: STAFF },
    ),
    publicRoute('verifyCourseCertificateByHashQuery', (context) => {
      const hash = context.query.get('hash')?.trim();
      if (!hash) return fieldErrors({ hash: 'This field is required.' });
      return verification(
        context,
        context.db.progress.certificates.find((row) => row.verification_hash === hash.toLowerCase()),
      );
    }),
    publicRoute('verifyCourseCertificate', (context) =>
      verification(
        context,
        context.db.progress.certificates.find((row) => row.verification_hash === (context.params.hash ?? '').toLowerCase()),
      ),
    ),
    publicRoute('verifyCourseCertificateByNumber', (context) => {
      const number = decodeURIComponent(context.params.number ?? '')
        .trim()
        .toUpperCase();
      return verification(
        context,
        context.db.progress.certificates.find((row) => row.certificate_number.toUpperCase() === number),
      );
    }),
    route(
      'downloadCourseCertificate',
      withRow(find, (context, row) => {
        const format = context.query.get('format') ?? 'pdf';
        if (format !== 'pdf')
          return fieldErrors({ format: `Select a valid choice. ${format} is not one of the available choices.` });
        if (row.status !== 'issued') return detail(400, 'Only issued certificates can be downloaded.');
        const holder = context.db.accounts.users.get(row.student);
        const course = context.db.courses.courses.get(row.course);
        const pdf = simplePdf('Certificate of Completion', [
          'This certifies that',
          holder ? fullName(holder) : 'the holder',
          `has successfully completed ${course?.title ?? 'the course'}`,
          `with ${row.grade ?? 'a pass'} on ${row.completion_date ?? row.issued_at?.slice(0, 10) ?? ''}.`,
          '',
          `Certificate number: ${row.certificate_number}`,
          `Verify at ${context.url.origin}/certificate/verify/${row.verification_hash}`,
          `${ISSUER}, Nairobi`,
        ]);
        return binary(pdf, 'application/pdf', `${row.certificate_number}.pdf`);
      }),
    ),
    route(
      'getCourseCertificateImage',
      withRow(
        find,
        () =>
          new Response(certificatePng(), {
            status: 200,
            headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-cache' },
          }),
      ),
    ),
    route(
      'getCourseCertificateShareUrl',
      withRow(find, (context, row) => {
        if (row.status !== 'issued') return detail(400, 'Only issued certificates can be shared.');
        const verify = `${context.url.origin}/certificate/verify/${row.verification_hash}`;
        const course = context.db.courses.courses.get(row.course);
        return json<CourseCertificateShareUrl>({
          certificate_id: row.id,
          share_url: verify,
          verification_url: verify,
          linkedin_url: `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=${encodeURIComponent(course?.title ?? 'Ujuzi certificate')}&organizationName=${encodeURIComponent(ISSUER)}&certId=${encodeURIComponent(row.certificate_number)}&certUrl=${encodeURIComponent(verify)}`,
          twitter_url: `https://twitter.com/intent/tweet?text=${encodeURIComponent(`I completed ${course?.title ?? 'a course'} at Ujuzi!`)}&url=${encodeURIComponent(verify)}`,
        });
      }),
    ),
    route(
      'shareCourseCertificateByEmail',
      withRow(find, async (context, row) => {
        if (row.student !== context.user.id) return context.deny();
        const input = await context.body<CourseCertificateShareEmailRequest>();
        if (input instanceof Response) return input;
        if (row.status !== 'issued') return detail(400, 'Only issued certificates can be shared.');
        if (input.recipient_emails.length === 0 || input.recipient_emails.length > 10)
          return fieldErrors({ recipient_emails: 'Give between 1 and 10 e-mail addresses.' });
        return json<CourseCertificateShareEmailResult>({
          success: true,
          message: `Certificate shared with ${input.recipient_emails.length} recipient${input.recipient_emails.length === 1 ? '' : 's'}.`,
          sent_to: input.recipient_emails,
        });
      }),
    ),
    route(
      'getCourseCertificateIssuanceTrends',
      (context) => {
        const problem = integerError(context, 'months', 1, 36);
        if (problem) return problem;
        const buckets = monthBuckets(Number(context.query.get('months')) || 12);
        const rows = context.db.progress.certificates.all();
        const data = buckets.map(([start, label]) => {
          const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString();
          const within = (stamp: string | null | undefined) =>
            !!stamp && stamp >= start.toISOString().slice(0, 19) && stamp < end.slice(0, 19);
          return {
            period_start: isoDate(start),
            label,
            issued: rows.filter((row) => within(row.issued_at)).length,
            revoked: rows.filter((row) => within(row.revoked_at)).length,
          };
        });
        return json<CourseCertificateIssuanceTrends>({
          period: 'monthly',
          start_date: data[0]?.period_start ?? todayIso(),
          end_date: todayIso(),
          total_issued: data.reduce((sum, point) => sum + point.issued, 0),
          data,
        });
      },
      { roles: MANAGEMENT },
    ),
    route(
      'listPopularCertificateCourses',
      (context) => {
        const problem = integerError(context, 'limit', 1, 50);
        if (problem) return problem;
        const limit = limitOf(context, 10, 50);
        const figures = certificateFigures(context.db, context.db.courses.courses.all());
        const results = figures
          .filter((figure) => figure.certificates_issued > 0)
          .sort((a, b) => b.certificates_issued - a.certificates_issued || a.course.title.localeCompare(b.course.title))
          .slice(0, limit)
          .map((figure) => ({
            course: figure.course,
            certificates_issued: figure.certificates_issued,
            completion_rate: figure.completion_rate,
          }));
        return json<CourseCertificatePopularCourses>({ limit, results });
      },
      { roles: MANAGEMENT },
    ),
    route(
      'getCourseCertificateCompletionRates',
      ({ db }) => {
        const courses = certificateFigures(
          db,
          db.courses.courses.filter((course) => course.status === 'published'),
        );
        const enrolled = courses.reduce((sum, course) => sum + course.enrolled, 0);
        return json<CourseCertificateCompletionRates>({
          overall_completion_rate: percent(
            courses.reduce((sum, course) => sum + course.completed, 0),
            enrolled,
          ),
          overall_certification_rate: percent(
            courses.reduce((sum, course) => sum + course.certificates_issued, 0),
            enrolled,
          ),
          courses,
        });
      },
      { roles: MANAGEMENT },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// QR codes.

function presentQr(context: PublicContext, row: QrCodeRow): UserQrCode {
  return {
    ...row,
    user: userSummaryById(context.db, row.user),
    qr_code_image: qrSvg(row.qr_hash),
    profile_url: `${context.url.origin}/profile/${row.qr_hash}`,
  };
}

function qrFor(db: MockDatabase, userId: number): QrCodeRow {
  const existing = db.progress.qrCodes.find((row) => row.user === userId);
  if (existing) return existing;
  const stamp = nowIso();
  return db.progress.qrCodes.insert({
    user: userId,
    qr_hash: randomHex(16),
    scan_count: 0,
    last_scanned_at: null,
    settings: { ...DEFAULT_QR_SETTINGS },
    created_at: stamp,
    updated_at: stamp,
  });
}

function profileData(db: MockDatabase, row: QrCodeRow): UserQrProfileData | undefined {
  const user = db.accounts.users.get(row.user);
  if (!user || !user.is_active) return undefined;
  const settings: UserQrCodeSettings = row.settings;
  const profile = profileOf(db, user.id);
  const enrollments = settings.show_courses
    ? db.payments.enrollments.filter(
        (enrollment) => enrollment.user === user.id && ['active', 'trial', 'completed'].includes(enrollment.status),
      )
    : [];
  const certificates = settings.show_certificates
    ? db.progress.certificates.filter((certificate) => certificate.student === user.id && certificate.status === 'issued')
    : [];
  return {
    qr_hash: row.qr_hash,
    full_name: fullName(user),
    username: user.username,
    user_type: user.user_type,
    profile_picture: user.profile_picture ?? null,
    bio: settings.show_bio ? (profile?.bio ?? null) : null,
    email: settings.show_email ? user.email : null,
    phone_number: settings.show_phone ? (user.phone_number ?? null) : null,
    location: profile?.city ? `${profile.city}, ${profile.country ?? 'Kenya'}` : null,
    member_since: (user.date_joined ?? row.created_at).slice(0, 10),
    courses: enrollments.map((enrollment) => {
      const progress = courseProgress(db, user.id, enrollment.course).progress;
      return { course: courseSummaryById(db, enrollment.course), progress, is_completed: enrollment.status === 'completed' };
    }),
    certificates: certificates.map(summaryOf),
    social_links: settings.show_social_links
      ? {
          github: profile?.github_url ?? null,
          linkedin: profile?.linkedin_url ?? null,
          twitter: null,
          website: profile?.website ?? null,
        }
      : null,
  };
}

function qrHandlers(): HttpHandler[] {
  const owned = (context: AuthedContext): QrCodeRow | Response => {
    const row = context.db.progress.qrCodes.get(context.id());
    if (!row) return notFound();
    return row.user === context.user.id ? row : context.deny();
  };
  return [
    route('listUserQrCodes', (context) => {
      if (!isManagement(context.user)) qrFor(context.db, context.user.id);
      const rows = context.db.progress.qrCodes
        .filter((row) => isManagement(context.user) || row.user === context.user.id)
        .map((row) => presentQr(context, row));
      return json(listPage(context, rows, { search: ['user.username', 'user.get_full_name'], ordering: '-scan_count' }));
    }),
    route('getMyUserQrCode', (context) => json<UserQrCode>(presentQr(context, qrFor(context.db, context.user.id)))),
    route('updateUserQrCodeSettings', async (context) => {
      const row = owned(context);
      if (row instanceof Response) return row;
      const input = await context.body<UserQrCodeSettings>();
      if (input instanceof Response) return input;
      const settings: UserQrCodeSettings = {
        is_public: input.is_public,
        show_email: input.show_email,
        show_phone: input.show_phone,
        show_bio: input.show_bio,
        show_courses: input.show_courses,
        show_certificates: input.show_certificates,
        show_social_links: input.show_social_links,
      };
      const updated = context.db.progress.qrCodes.update(row.id, { settings, updated_at: nowIso() }) ?? row;
      return json<UserQrCode>(presentQr(context, updated));
    }),
    route('regenerateUserQrCode', (context) => {
      const row = owned(context);
      if (row instanceof Response) return row;
      let hash = randomHex(16);
      while (context.db.progress.qrCodes.some((other) => other.qr_hash === hash)) hash = randomHex(16);
      const updated =
        context.db.progress.qrCodes.update(row.id, {
          qr_hash: hash,
          scan_count: 0,
          last_scanned_at: null,
          updated_at: nowIso(),
        }) ?? row;
      return json<UserQrCode>(presentQr(context, updated));
    }),
    publicRoute('getUserQrProfileData', (context) => {
      const hash = context.query.get('hash')?.trim().toLowerCase();
      if (!hash) return fieldErrors({ hash: 'This field is required.' });
      const row = context.db.progress.qrCodes.find((candidate) => candidate.qr_hash === hash);
      const viewerIsOwner = !!row && context.user?.id === row.user;
      if (!row || (!row.settings.is_public && !viewerIsOwner && !isStaff(context.user)))
        return notFound('This profile is not available.');
      const data = profileData(context.db, row);
      if (!data) return notFound('This profile is not available.');
      if (!viewerIsOwner)
        context.db.progress.qrCodes.update(row.id, { scan_count: row.scan_count + 1, last_scanned_at: nowIso() });
      return json<UserQrProfileData>(data);
    }),
  ];
}

export function certificateHandlers(): HttpHandler[] {
  return [...certificateHandlersList(), ...qrHandlers()];
}
