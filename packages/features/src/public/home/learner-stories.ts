/** Learners' own words for the home page (collected with their consent by the admissions team). */
export interface LearnerStory {
  name: string;
  role: string;
  course: string;
  quote: string;
}

export const LEARNER_STORIES: readonly LearnerStory[] = [
  {
    name: 'Wanjiru Njoroge',
    role: 'Junior backend developer, Nairobi',
    course: 'Full-Stack Web Development with Django and React',
    quote:
      'I studied on my phone during the matatu ride home. The M-Pesa integration project is what got me my first interview, and the job.',
  },
  {
    name: 'Brian Kiprop',
    role: 'Data analyst, Eldoret',
    course: 'Python for Data Analysis',
    quote:
      'The lessons use Kenyan data sets, county budgets and maize prices, so I could show my employer work that mattered to them from week three.',
  },
  {
    name: 'Aisha Mohamed',
    role: 'Cloud support engineer, Mombasa',
    course: 'AWS Cloud Practitioner Bootcamp',
    quote:
      'Paying in three instalments made it possible. I passed the certification on my first try and moved into a cloud role.',
  },
];
