/** The words for the contract's course levels (CourseLevel) and pricing types (CoursePricingType) in the catalogue. */
export const LEVEL_LABELS: Readonly<Record<string, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const PRICING_LABELS: Readonly<Record<string, string>> = { free: 'Free', paid: 'Paid', subscription: 'Subscription' };
