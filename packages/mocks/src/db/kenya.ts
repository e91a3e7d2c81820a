/** Realistic data for a Kenyan tech school: names, +254 numbers, Nairobi addresses, M-Pesa receipts. */
import type { Faker } from '@faker-js/faker';

export const FEMALE_FIRST_NAMES = [
  'Wanjiku',
  'Achieng',
  'Njeri',
  'Akinyi',
  'Wambui',
  'Chebet',
  'Nyambura',
  'Atieno',
  'Wairimu',
  'Jepkosgei',
  'Mwende',
  'Kerubo',
  'Nafula',
  'Zawadi',
  'Amani',
  'Faith',
  'Grace',
  'Mercy',
  'Esther',
  'Joy',
  'Nekesa',
  'Moraa',
  'Auma',
  'Halima',
  'Fatuma',
  'Imani',
  'Makena',
  'Nyokabi',
  'Cherono',
  'Wangari',
] as const;

export const MALE_FIRST_NAMES = [
  'Brian',
  'Kipchoge',
  'Otieno',
  'Kamau',
  'Mwangi',
  'Omondi',
  'Kiprop',
  'Mutua',
  'Baraka',
  'Juma',
  'Kevin',
  'Dennis',
  'Collins',
  'Victor',
  'Samuel',
  'Peter',
  'Wafula',
  'Ochieng',
  'Kiptoo',
  'Njoroge',
  'Hassan',
  'Ali',
  'Musyoka',
  'Onyango',
  'Kibet',
  'Maina',
  'Githinji',
  'Odhiambo',
  'Barasa',
  'Lemayian',
] as const;

export const LAST_NAMES = [
  'Kamau',
  'Otieno',
  'Wanjiru',
  'Mwangi',
  'Kiprotich',
  'Ochieng',
  'Njoroge',
  'Mutua',
  'Wafula',
  'Kariuki',
  'Odhiambo',
  'Chepkoech',
  'Kimani',
  'Onyango',
  'Mugo',
  'Barasa',
  'Nyaga',
  'Korir',
  'Omondi',
  'Wekesa',
  'Kilonzo',
  'Macharia',
  'Rotich',
  'Gitau',
  'Owino',
  'Mbugua',
  'Kiplagat',
  'Nduta',
  'Muriuki',
  'Were',
  'Ruto',
  'Ndegwa',
  'Atieno',
  'Langat',
  'Musembi',
  'Oduor',
  'Ngugi',
  'Cheruiyot',
  'Waweru',
  'Mohamed',
] as const;

/** Nairobi neighbourhoods with a street in each. */
export const NAIROBI_ADDRESSES = [
  'Argwings Kodhek Road, Kilimani',
  'Ngong Road, Adams Arcade',
  'Waiyaki Way, Westlands',
  'Thika Road, Kahawa West',
  'Jogoo Road, Makadara',
  'Langata Road, South C',
  'Mombasa Road, Syokimau',
  'Kiambu Road, Ridgeways',
  'Ole Sangale Road, Madaraka',
  'Kenyatta Avenue, CBD',
  'Moi Avenue, CBD',
  'Muthaiga Road, Muthaiga',
  'Dennis Pritt Road, Kilimani',
  'Outer Ring Road, Donholm',
  'Kangundo Road, Umoja',
  'Kamiti Road, Zimmerman',
  'Riverside Drive, Riverside',
  'Lower Kabete Road, Spring Valley',
] as const;

export const COUNTIES = [
  'Nairobi',
  'Kiambu',
  'Machakos',
  'Kajiado',
  'Nakuru',
  'Kisumu',
  'Mombasa',
  'Uasin Gishu',
  'Nyeri',
  'Kakamega',
] as const;

export const EMPLOYERS = [
  'Safaricom PLC',
  'Andela Kenya',
  'Twiga Foods',
  'Cellulant',
  'M-KOPA',
  'Kenya Power',
  'Equity Bank',
  'KCB Group',
  'Sendy',
  'Microsoft ADC Nairobi',
  'Google Kenya',
  'iHub',
  "Africa's Talking",
  'Copia Kenya',
  'Wasoko',
  'Ajua',
] as const;

export const JOB_TITLES = [
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Data Analyst',
  'DevOps Engineer',
  'Mobile Developer',
  'QA Engineer',
  'Product Designer',
  'Cloud Engineer',
  'Data Scientist',
  'Technical Support Engineer',
  'Full-Stack Developer',
] as const;

export type Gender = 'male' | 'female';

export interface KenyanPerson {
  firstName: string;
  lastName: string;
  gender: Gender;
}

export function kenyanPerson(
  faker: Faker,
  gender: Gender = faker.helpers.arrayElement(['male', 'female'] as const),
): KenyanPerson {
  const firstName = faker.helpers.arrayElement(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  return { firstName, lastName: faker.helpers.arrayElement(LAST_NAMES), gender };
}

/** A Safaricom or Airtel mobile number in the international form: +2547XXXXXXXX or +2541XXXXXXXX. */
export function kenyanPhone(faker: Faker): string {
  const prefix = faker.helpers.arrayElement(['70', '71', '72', '74', '79', '11', '10', '75']);
  return `+254${prefix}${faker.string.numeric(7)}`;
}

export function nairobiAddress(faker: Faker): string {
  const building = faker.helpers.arrayElement(['Apartment', 'House', 'Flat', 'Suite']);
  return `${building} ${faker.number.int({ min: 1, max: 40 })}${faker.helpers.arrayElement(['A', 'B', 'C', ''])}, ${faker.helpers.arrayElement(NAIROBI_ADDRESSES)}, Nairobi`;
}

export function postalAddress(faker: Faker): string {
  return `P.O. Box ${faker.number.int({ min: 10000, max: 99999 })}-00100, Nairobi`;
}

/** An M-Pesa transaction code: ten upper-case letters and digits, starting with the year letter. */
export function mpesaReceipt(faker: Faker): string {
  return `T${faker.string.alphanumeric({ length: 9, casing: 'upper' })}`;
}

/** An M-Pesa code for a payment made while the app runs (not part of the seed). */
export function liveMpesaReceipt(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `T${Array.from({ length: 9 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')}`;
}

export function nationalId(faker: Faker): string {
  return faker.string.numeric({ length: 8, allowLeadingZeros: false });
}

/** A lower-case username from a name: `wanjiku.kamau`, `wanjiku.kamau2` when taken. */
export function usernameFor(person: KenyanPerson, taken: (username: string) => boolean): string {
  const base = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  let candidate = base;
  for (let suffix = 2; taken(candidate); suffix++) candidate = `${base}${suffix}`;
  return candidate;
}

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'students.ujuzi.ac.ke'] as const;
