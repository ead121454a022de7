import { authHeaders, NO_ANSWER_STATUS } from '../../../api/client.ts';
import type { ApiBody } from '../../../api/types.ts';

/** The answer of logComplaint: the spec's message and the complaint's id. */
export type ComplaintAnswer = ApiBody<{ msg: string; complaintId: number }>;

/**
 * POST /api/companies/{id}/actions/logComplaint as multipart/form-data (the API client sends JSON only).
 * Never throws: like every call of the app it is judged by `status` in the body.
 */
export async function logComplaint(companyId: number, form: FormData): Promise<ComplaintAnswer> {
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(`/api/companies/${companyId}/actions/logComplaint`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...authHeaders() },
      body: form,
    });
  } catch {
    return { status: NO_ANSWER_STATUS, msg: 'The server could not be reached.' };
  }
  try {
    return (await response.json()) as ComplaintAnswer;
  } catch {
    return { status: response.status || NO_ANSWER_STATUS, msg: response.statusText };
  }
}
