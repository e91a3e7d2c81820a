export { AttendanceHeader, TODAY_CRUMB, type AttendanceHeaderProps } from './attendance-header';
export { ATTENDANCE_TONES, dayParam, monthParam, nairobiToday, shiftDay } from './labels';
export { MonthView, dayMark, shiftMonth, type MonthViewProps } from './month-view';
