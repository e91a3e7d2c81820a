/** The contact dashboard screen, a chunk of its own (the contact area's other screens carry a table, forms and an editor). */
export { ContactDashboardPage } from './contact-dashboard-page';
