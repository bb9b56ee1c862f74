import { valueWords } from './list-changes.ts';

/**
 * What the settings form calls each setting, by its path in the settings document: the form's labels, the page
 * words' tokens (setting-tokens.ts) and a revision's difference read them from here, so each is written once.
 */
export const settingsLabels = {
  name: 'Name',
  tagline: 'Tagline',
  trustName: 'Trust’s name',
  charityNumber: 'Charity number',
  taxRelief: 'Tax relief on gifts',
  'address.street': 'Street',
  'address.locality': 'Town or village',
  'address.region': 'Region',
  'address.postalCode': 'Postcode',
  'address.country': 'Country',
  phone: 'Phone',
  email: 'E-mail',
  socialPageUrl: 'Social media page',
  shopHours: 'Shop hours',
  membership: 'Membership prices',
  freeMembershipHours: 'Volunteer hours for free membership',
  'geo.lat': 'Map position: latitude (north is positive)',
  'geo.lng': 'Map position: longitude (east is positive, so Laxey’s is below 0)',
  openingHours: 'Opening hours for search engines',
  'donation.target': 'Appeal target in pounds',
  'donation.purpose': 'What the appeal is for',
  'donation.paymentUrl': 'Online donation page',
  'donation.bank.accountName': 'Bank account name',
  'donation.bank.sortCode': 'Sort code',
  'donation.bank.accountNumber': 'Account number',
  'donation.bank.reference': 'Payment reference',
} as const;

/**
 * A document's plain fields as lines an admin reads, "Shop hours: Open daily…", each labelled and in the order the
 * form has them. A list is left to listChanges (list-changes.ts), and a field the form does not know is left out, so
 * no code key reaches the admin.
 */
export function labelledLines(labels: Record<string, string>, data: unknown): string[] {
  return Object.entries(labels).flatMap(([path, label]) => {
    const value = path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], data);
    return value === undefined || Array.isArray(value) ? [] : [`${label}: ${valueWords(value)}`];
  });
}
