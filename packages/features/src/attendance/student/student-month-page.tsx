/**
 * /dashboard/attendance/students/:id?month=YYYY-MM: one student's month, for staff (from the student's
 * page), the student themself and their parents (the server answers only for those who may see it).
 */
import { getUserPath } from '@ujuzi/api/path-params';
import { useGetUser } from '@ujuzi/api/hooks';
import { displayName, isStaff } from '@ujuzi/domain';
import { links, useRouteParams, type Crumb, useSearchParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { AttendanceHeader, MonthView, monthParam, nairobiToday } from '../shared';

export function StudentMonthPage() {
  const { id } = useRouteParams(getUserPath);
  const [search] = useSearchParams();
  const month = monthParam(search.get('month'), nairobiToday());
  const { user } = useSession();
  const staff = isStaff(user?.user_type);
  const student = useGetUser(id, { query: { enabled: staff } });
  const name = student.data ? displayName(student.data) : undefined;
  const trail: Crumb[] = staff
    ? [{ label: 'Students', href: links.students() }, ...(name ? [{ label: name, href: links.student(id) }] : [])]
    : [{ label: 'My attendance', href: links.myAttendance() }];
  return (
    <>
      <AttendanceHeader title={name ? `Attendance: ${name}` : 'Student attendance'} trail={trail} />
      <MonthView student={id} month={month} name={name} monthHref={(other) => links.studentAttendance(id, { month: other })} />
    </>
  );
}
