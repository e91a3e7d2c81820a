export { CommunicationsHeader, type CommunicationsHeaderProps } from './communications-header';
export * from './labels';
export { refreshAnnouncements, refreshMessageLists, refreshMessages } from './refresh';
