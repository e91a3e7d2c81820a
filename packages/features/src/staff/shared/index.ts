export * from './labels';
export * from './routes';
export { StaffHeader, STAFF_CRUMB, type StaffHeaderProps } from './staff-header';
export { useStaffMember } from './use-staff-member';
