export { CommunityHomePage, TOPICS_LIST_SPEC, TOPIC_ORDERS } from './community-home-page';
