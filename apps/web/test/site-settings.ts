import type { SiteSettings } from '@lmr/shared/site-content';

/** Site settings as an editor or a page test starts from: nothing set but the name, the place and one membership. */
export const blankSettings: SiteSettings = {
  name: 'Laxey Mines Railway',
  tagline: '',
  trustName: '',
  charityNumber: '',
  taxRelief: 'isle-of-man',
  address: { street: '', locality: 'Laxey', region: '', postalCode: '', country: '' },
  phone: '',
  email: '',
  shopHours: '',
  membership: [{ name: 'Ordinary', price: 15 }],
  freeMembershipHours: 25,
  donation: {
    target: 0,
    purpose: '',
    paymentUrl: '',
    bank: { accountName: '', sortCode: '', accountNumber: '', reference: '' },
  },
  socialPageUrl: '',
  geo: { lat: 54.2, lng: -4.4 },
  openingHours: [],
};
