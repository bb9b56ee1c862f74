/**
 * What a link field takes: the one rule for admins' links (linkAddress in packages/shared). No `type="url"`
 * on these fields: the browser would refuse a page of this site.
 */
export const linkHint = 'a page of this site such as /Ghosttrains, or https://…';
