import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { payloadOf } from '../api/apiError.ts';
import { getTbsTestimonials } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import type { Testimonial } from '../api/types.ts';

/** What members say about TBS. */
export function useTbsTestimonials(): UseQueryResult<Testimonial[]> {
  return useQuery({ queryKey: queryKeys.testimonials, queryFn: () => payloadOf(getTbsTestimonials()) });
}
