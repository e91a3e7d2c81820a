export { CommunicationsHeader, type CommunicationsHeaderProps } from './communications-header';
export * from './labels';
export { subjectHeader, type SubjectHeaderOptions } from './subject-header';
export { refreshAnnouncements, refreshMessageLists, refreshMessages } from './refresh';
