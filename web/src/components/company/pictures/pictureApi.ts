import { useQuery } from '@tanstack/react-query';
import { answerOf, api, authHeaders } from '../../../api/client.ts';
import type { ApiBody } from '../../../api/types.ts';

/**
 * The picture and logo calls of spec part 1 (uploadPicture, removePicture, fetchLargePicture) and part 2
 * (uploadLogo, removeLogo). Answers are judged by `status` in the body, as every call of the app.
 */

export type ProfilePictureAnswer = ApiBody<{
  profilePic: string | null;
  profilePicLarge: string | null;
  hasLargePic: boolean;
}>;
export type LargePictureAnswer = ApiBody<never> & { profilePicLarge?: string | null };
export type LogoAnswer = ApiBody<{ picUrl: string | null }>;

export const uploadPicture = (picture: string) =>
  answerOf<ProfilePictureAnswer>(api.POST('/api/companies/uploadPicture', { body: { picture } }));

export const removePicture = () =>
  answerOf<ApiBody<never>>(api.POST('/api/companies/removePicture', { body: {} }));

export const fetchLargePicture = (contactId: number) =>
  answerOf<LargePictureAnswer>(
    api.GET('/api/companies/fetchLargePicture/{contactId}', {
      params: { path: { contactId: String(contactId) } },
    }),
  );

export const uploadLogo = (logo: string) =>
  answerOf<LogoAnswer>(api.POST('/api/companies/uploadLogo', { body: { logo } }));

export const removeLogo = () => answerOf<ApiBody<never>>(api.POST('/api/companies/removeLogo'));

/** A served image as a data: URL (the images are members-only, so they are fetched with the bearer token). */
async function loadImage(url: string): Promise<string> {
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok) throw new Error(`image ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A stored picture or logo ready for <img src>: the address carries the image's version, so one load per
 * address and session is enough. Undefined while loading, without an address, or when it failed.
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['storedImage', url],
    queryFn: () => loadImage(url!),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
  return url ? data : undefined;
}
