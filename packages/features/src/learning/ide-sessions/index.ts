export { CodingSessionsPage } from './coding-sessions-page';
