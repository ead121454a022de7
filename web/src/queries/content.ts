import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { answerOf, api } from '../api/client.ts';
import type { components } from '../api/generated/openapi.ts';
import type { ApiBody } from '../api/types.ts';

export type HelpVideo = components['schemas']['HelpVideo'];
export type FaqEntry = components['schemas']['Faq'];
export type MediaDocument = components['schemas']['MediaDocument'];

const contentKeys = {
  helpVideos: ['content', 'helpVideos'] as const,
  faq: ['content', 'faq'] as const,
  documents: ['content', 'documents'] as const,
};

/** Content of the static pages changes rarely: keep it for the visit. */
const CONTENT_STALE_MS = 10 * 60_000;

/** GET /api/misc/helpVideos: the help page's tutorial videos. */
export function useHelpVideos(): UseQueryResult<HelpVideo[]> {
  return useQuery({
    queryKey: contentKeys.helpVideos,
    queryFn: () => payloadOf(answerOf<ApiBody<HelpVideo[]>>(api.GET('/api/misc/helpVideos'))),
    staleTime: CONTENT_STALE_MS,
  });
}

/** GET /api/misc/faq: the help page's questions, in their order. */
export function useFaq(): UseQueryResult<FaqEntry[]> {
  return useQuery({
    queryKey: contentKeys.faq,
    queryFn: () => payloadOf(answerOf<ApiBody<FaqEntry[]>>(api.GET('/api/misc/faq'))),
    staleTime: CONTENT_STALE_MS,
  });
}

/** GET /api/misc/documents: the media kit's downloadable documents, meeting reports newest first. */
export function useMediaDocuments(): UseQueryResult<MediaDocument[]> {
  return useQuery({
    queryKey: contentKeys.documents,
    queryFn: () => payloadOf(answerOf<ApiBody<MediaDocument[]>>(api.GET('/api/misc/documents'))),
    staleTime: CONTENT_STALE_MS,
  });
}
