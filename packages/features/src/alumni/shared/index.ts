export * from './labels';
export { ALUMNI_CRUMB, ALUMNI_EVENTS_CRUMB, AlumniHeader, type AlumniHeaderProps } from './alumni-header';
export { AlumniEventDialog, AlumnusDialog } from './dialogs';
export { mayEditAlumnus, mayManageAlumni, refreshAlumni } from './access';
