import { settingsLabels } from './settings-labels.ts';
import type { SiteSettings } from './site-content.ts';

/**
 * A setting that page words may hold as a token, `{{phone}}`, drawn as the setting's value wherever the page is
 * shown (decision 101): the value is kept once, in the settings, and a page never goes out of date. Braces are
 * plain text to markdown-it, so a token passes through it untouched and is filled into the finished HTML,
 * escaped, so that a value can never add markup.
 */
export interface SettingToken {
  name: string;
  /** What the settings form calls it. */
  label: string;
  value: (settings: SiteSettings) => string;
}

const pounds = (amount: number) => `£${amount.toFixed(amount % 1 ? 2 : 0)}`;

export const settingTokens: SettingToken[] = [
  {
    name: 'address',
    label: 'Address',
    value: (s) => [s.address.street, s.address.locality, s.address.postalCode].filter(Boolean).join(', '),
  },
  { name: 'phone', label: settingsLabels.phone, value: (s) => s.phone },
  { name: 'email', label: settingsLabels.email, value: (s) => s.email },
  { name: 'shopHours', label: settingsLabels.shopHours, value: (s) => s.shopHours },
  {
    name: 'membership',
    label: settingsLabels.membership,
    value: (s) => s.membership.map((m) => `${m.name} ${pounds(m.price)}`).join(', '),
  },
  {
    name: 'bankAccountName',
    label: settingsLabels['donation.bank.accountName'],
    value: (s) => s.donation.bank.accountName,
  },
  { name: 'sortCode', label: settingsLabels['donation.bank.sortCode'], value: (s) => s.donation.bank.sortCode },
  {
    name: 'accountNumber',
    label: settingsLabels['donation.bank.accountNumber'],
    value: (s) => s.donation.bank.accountNumber,
  },
  {
    name: 'paymentReference',
    label: settingsLabels['donation.bank.reference'],
    value: (s) => s.donation.bank.reference,
  },
];

export const tokenText = (token: Pick<SettingToken, 'name'>) => `{{${token.name}}}`;

const byName = new Map(settingTokens.map((t) => [t.name, t]));
const tokenPattern = /\{\{([A-Za-z]+)\}\}/g;

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Page HTML with each known token drawn as its setting's value, escaped; a setting left empty draws nothing. */
export function fillSettings(html: string, settings: SiteSettings | undefined): string {
  return html.replace(tokenPattern, (whole, name: string) => {
    const token = byName.get(name);
    return token ? escaped(settings ? token.value(settings) : '') : whole;
  });
}

/** Times ("10.00am", "16:30") and prices ("£15") inside a value: how a setting is typed into words by hand. */
const factPattern = /\b\d{1,2}[.:]\d{2}\s?(?:am|pm)?|£\d+(?:\.\d{2})?/gi;

/**
 * The settings whose value, or a time or price in it, the words hold typed by hand rather than as a token: when the
 * setting changes, those words will not. Tokens themselves are not counted.
 */
export function typedByHand(markdown: string, settings: SiteSettings): SettingToken[] {
  const words = markdown.replace(tokenPattern, ' ');
  return settingTokens.filter((token) => {
    const value = token.value(settings).trim();
    if (value.length < 4) return false;
    const facts = [value, ...(value.match(factPattern) ?? [])].filter((f) => f.length >= 3);
    return facts.some((fact) => words.includes(fact));
  });
}
