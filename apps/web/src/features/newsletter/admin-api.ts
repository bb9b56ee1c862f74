import type { RequestOf } from '@lmr/shared/api-contract';
import { newsletterRoutes } from '@lmr/shared/newsletter-routes';
import { subscriberRoutes } from '@lmr/shared/subscriber-routes';
import type { NewsletterSettings } from '@lmr/shared/newsletter';
import { callApi } from '../../lib/api-client.ts';

// The admin's calls: apart from api.ts, which every page loads for the footer's signup.

/** Uploads a newsletter's picture through the media pipeline (POST /api/upload-image, field image). */
export async function uploadNewsletterImage(file: File, onUploadProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return (await callApi(newsletterRoutes.uploadImage, { form, onUploadProgress })).imageName;
}

type Newsletter = RequestOf<'sendNewsletter'>;
export const previewNewsletter = (body: Newsletter) => callApi(newsletterRoutes.previewNewsletter, { body });
export const sendTestNewsletter = (body: Newsletter) => callApi(newsletterRoutes.testNewsletter, { body });
export const sendNewsletter = (body: Newsletter) => callApi(newsletterRoutes.sendNewsletter, { body });

export const newslettersQuery = {
  queryKey: ['newsletters'] as const,
  queryFn: () => callApi(newsletterRoutes.newsletters),
};
export const newsletterStatusQuery = (id: string) => ({
  queryKey: ['newsletter', id] as const,
  queryFn: () => callApi(newsletterRoutes.newsletterStatus, { params: { id } }),
});

export const subscribersQuery = {
  queryKey: ['subscribers'] as const,
  queryFn: () => callApi(newsletterRoutes.subscribers),
};
export const addSubscriber = (body: RequestOf<'addSubscriber'>) => callApi(subscriberRoutes.addSubscriber, { body });
export const removeSubscriber = (id: string) => callApi(newsletterRoutes.removeSubscriber, { params: { id } });

export const settingsQuery = {
  queryKey: ['newsletter-settings'] as const,
  queryFn: () => callApi(newsletterRoutes.newsletterSettings),
};
export const saveSettings = (body: NewsletterSettings) => callApi(newsletterRoutes.saveNewsletterSettings, { body });
