/** The `contact` area: contact management in the dashboard (dashboard, inquiries, FAQs, categories, contact info and settings). */
export {};
