export * from './labels';
export { StaffHeader, STAFF_CRUMB, type StaffHeaderProps } from './staff-header';
export { useStaffMember } from './use-staff-member';
