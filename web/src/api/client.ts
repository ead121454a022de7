import createClient from 'openapi-fetch';
import { endSessionLocally, isSessionEndedAnswer } from '../auth/sessionEnded.ts';
import { blockOfAnswer, showServerBlock } from '../modals/overlays/serverBlock.ts';
import { useSession } from '../stores/session.ts';
import { queryClient } from './queryClient.ts';
import { decodeUpdatedUser } from './updatedUser.ts';
import type { paths } from './generated/openapi.ts';
import type {
  Advertisement,
  ApiBody,
  Banner,
  BroadcastPage,
  BroadcastPageSize,
  CompanyBody,
  ContactDetails,
  Country,
  Credentials,
  FeatureOutcome,
  InvoiceStatus,
  LoginBody,
  NewsItem,
  PartDetail,
  PartsSearchPayload,
  PartsSearchQuery,
  PartStatsPayload,
  PasswordRequestResult,
  ResetTokenCheck,
  RfqBody,
  RfqRequest,
  Settings,
  Testimonial,
  TopSearch,
  TwoFactorSecretBody,
  UnapprovedRecs,
  UnreadNews,
  User,
} from './types.ts';

/** Status used in the body when the server could not be reached or did not answer JSON. */
export const NO_ANSWER_STATUS = 0;

/**
 * The typed client: each call's path, path and query parameters and body are checked against the OpenAPI
 * paths (web/src/api/generated/openapi.ts). Read its answer with answerOf.
 */
export const api = createClient<paths>({ fetch: (call) => fetchTypedCall(call) });

/**
 * The body of an answer, success or not, because callers judge success by `body.status === 200` alone (spec
 * section 4). `Body` names what the caller reads of it.
 */
export async function answerOf<Body extends ApiBody<unknown>>(
  call: Promise<{ data?: unknown; error?: unknown }>,
): Promise<Body> {
  const { data, error } = await call;
  return (data ?? error) as Body;
}

/** A call of the typed client, sent with its body as text (as every call of ours is JSON). */
async function fetchTypedCall(call: Request): Promise<Response> {
  const body = call.method === 'GET' || call.method === 'HEAD' ? undefined : await call.text();
  return fetchAnswer(call.url, { method: call.method, headers: call.headers, body: body || undefined });
}

/**
 * The one fetch of every call. It never throws: network failures and non-JSON answers become a JSON body with a
 * non-200 status. A token whose session ended signs the member out here (once, with a notice) and the call is
 * answered as a visitor's; a call refused for a block (force-pay, mandatory 2FA...) shows its overlay.
 */
async function fetchAnswer(
  url: string,
  call: { method: string; headers: Headers; body: string | undefined },
): Promise<Response> {
  const { token } = useSession.getState();
  const headers = new Headers(call.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(url, { method: call.method, headers, body: call.body });
  } catch {
    return jsonAnswer({ status: NO_ANSWER_STATUS, msg: 'The server could not be reached.' }, 503);
  }

  applyUpdatedUser(response.headers.get('X-Updated-User'));
  let body: ApiBody<unknown>;
  try {
    body = (await response.json()) as ApiBody<unknown>;
  } catch {
    return jsonAnswer({ status: response.status || NO_ANSWER_STATUS, msg: response.statusText }, 502);
  }
  if (token && isSessionEndedAnswer(body)) {
    endSessionLocally(token);
    // Refused before anything was done: asked again, it is what the browser now is (a visitor) asking.
    return fetchAnswer(url, call);
  }
  const block = blockOfAnswer(body);
  if (block) showServerBlock(block, { queryClient, ...useSession.getState() });
  return jsonAnswer(body, response.status);
}

const jsonAnswer = (body: unknown, httpStatus: number) =>
  new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json' },
  });

/** The bearer token header of the signed-in user (also for uploads, which go through XMLHttpRequest). */
export function authHeaders(): Record<string, string> {
  return bearer(useSession.getState().token);
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Replace the stored user with the one the server sent in `X-Updated-User` (base64url JSON). */
function applyUpdatedUser(header: string | null): void {
  if (!header || !useSession.getState().token) return;
  const user = decodeUpdatedUser(header);
  if (user) useSession.getState().setUser(user);
}

// --- auth ---

/** POST /api/auth/login; `code` is the 6-digit 2FA code when the first answer said requires2FA. */
export const login = (credentials: Credentials, code?: string) =>
  answerOf<LoginBody>(api.POST('/api/auth/login', { body: { ...credentials, code } }));

/** POST /api/auth/logout for the current session. */
export const logout = (sessionId: string | null) =>
  answerOf<ApiBody<never>>(api.POST('/api/auth/logout', { body: sessionId ? { sessionId } : {} }));

/** POST /api/auth/logoutEverywhere: ends every session of the signed-in contact, this one included. */
export const logoutEverywhere = () => answerOf<ApiBody<never>>(api.POST('/api/auth/logoutEverywhere'));

/** GET /api/auth/me: the signed-in user (401 when the token is not valid). */
export const getMe = () => answerOf<ApiBody<{ user: User }>>(api.GET('/api/auth/me'));

/** POST /api/auth/requestPassword: mail a reset link if the address is known. */
export const requestPassword = (email: string) =>
  answerOf<ApiBody<PasswordRequestResult>>(api.POST('/api/auth/requestPassword', { body: { email } }));

/** POST /api/auth/verifyResetToken for the token of a `reset` query parameter. */
export const verifyResetToken = (resetToken: string) =>
  answerOf<ApiBody<ResetTokenCheck>>(api.POST('/api/auth/verifyResetToken', { body: { resetToken } }));

/** POST /api/auth/resetPasswordWithToken: set a new password with a verified reset token. */
export const resetPasswordWithToken = (token: string, password: string) =>
  answerOf<ApiBody<never>>(api.POST('/api/auth/resetPasswordWithToken', { body: { token, password } }));

// --- two-factor authentication ---

/** POST /api/companies/generate2faSecret: secret, otpauth URL and a locally rendered QR data URL. */
export const generate2faSecret = () =>
  answerOf<TwoFactorSecretBody>(api.POST('/api/companies/generate2faSecret'));

/**
 * POST /api/companies/verify2fa: enables 2FA when the code and the current password match (answer carries
 * X-Updated-User); the other sessions of the contact are signed out.
 */
export const verify2fa = (code: string, password: string) =>
  answerOf<ApiBody<never>>(api.POST('/api/companies/verify2fa', { body: { code, password } }));

/** POST /api/companies/verify2faForDisable: with a code and the current password, allows disable2fa for 5 minutes. */
export const verify2faForDisable = (code: string, password: string) =>
  answerOf<ApiBody<never>>(api.POST('/api/companies/verify2faForDisable', { body: { code, password } }));

/** POST /api/companies/disable2fa (answer carries X-Updated-User). */
export const disable2fa = () => answerOf<ApiBody<never>>(api.POST('/api/companies/disable2fa'));

// --- company status for the shell ---

/** GET /api/companies/getLastInvoiceStatus: invoice and contact blocking state of the signed-in company. */
export const getLastInvoiceStatus = () =>
  answerOf<ApiBody<InvoiceStatus>>(api.GET('/api/companies/getLastInvoiceStatus'));

/** GET /api/companies/doUnapprovedRecsExist: whether recommendations wait for the owner's approval. */
export const doUnapprovedRecsExist = () =>
  answerOf<ApiBody<UnapprovedRecs>>(api.GET('/api/companies/doUnapprovedRecsExist'));

// --- misc ---

/** GET: a new ALTCHA challenge; the captcha widget fetches it itself. */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** GET /api/misc/settings: site-wide switches (force2fa, share buttons, rates, features, captcha kind). */
export const getSettings = () => answerOf<ApiBody<Settings>>(api.GET('/api/misc/settings'));

/** GET /api/misc/contactDetails: the operator's staff contacts and support address. */
export const getContactDetails = () => answerOf<ApiBody<ContactDetails>>(api.GET('/api/misc/contactDetails'));

/** GET /api/misc/lastRegistered: names of the latest registered event attendees. */
export const getLastRegistered = () => answerOf<ApiBody<string[]>>(api.GET('/api/misc/lastRegistered'));

/** GET /api/misc/countriesAll. */
export const getCountriesAll = () => answerOf<ApiBody<Country[]>>(api.GET('/api/misc/countriesAll'));

/** GET /api/misc/topsearches: the most searched part numbers. */
export const getTopSearches = () => answerOf<ApiBody<TopSearch[]>>(api.GET('/api/misc/topsearches'));

/** GET /api/misc/randomBanners: at most 4 banners for the strip. */
export const getRandomBanners = () => answerOf<ApiBody<Banner[]>>(api.GET('/api/misc/randomBanners'));

/** GET /api/misc/randomBanners/:id/incrementNumClicked: count a click on an ad banner. */
export const incrementBannerClicks = (bannerId: number) =>
  answerOf<ApiBody<never>>(
    api.GET('/api/misc/randomBanners/{id}/incrementNumClicked', {
      params: { path: { id: String(bannerId) } },
    }),
  );

/** POST /api/misc/logPage: log a page view. */
export const logPage = (path: string) =>
  answerOf<ApiBody<never>>(api.POST('/api/misc/logPage', { body: { path } }));

/** POST /api/events: a named tracking event. */
export const trackEvent = (name: string, props?: Record<string, string | number | boolean>) =>
  answerOf<ApiBody<never>>(api.POST('/api/events', { body: { name, props } }));

/** POST /api/events/feature: report whether a feature (e.g. the chat widget) started. */
export const trackFeature = (featureId: number, status: FeatureOutcome, key: string, errorMessage?: string) =>
  answerOf<ApiBody<never>>(
    api.POST('/api/events/feature', { body: { featureId, status, key, errorMessage } }),
  );

// --- content ---

/** GET /api/inventory/unreadNews: count of fresh news for the nav badge. */
export const getUnreadNews = () => answerOf<ApiBody<UnreadNews>>(api.GET('/api/inventory/unreadNews'));

/** GET /api/news/lastForHome: the latest news for the home teaser. */
export const getLastNewsForHome = () => answerOf<ApiBody<NewsItem[]>>(api.GET('/api/news/lastForHome'));

/** GET /api/broadcasts with paging only (latest first). */
export const getLatestBroadcasts = (page: number, pageSize: BroadcastPageSize) =>
  answerOf<ApiBody<BroadcastPage>>(api.GET('/api/broadcasts', { params: { query: { page, pageSize } } }));

/** GET /api/testimonials/tbs. */
export const getTbsTestimonials = () => answerOf<ApiBody<Testimonial[]>>(api.GET('/api/testimonials/tbs'));

/** GET /api/advertisements/:id: where an advertisement link sends the visitor (not yet in docs/api.md). */
export const getAdvertisement = (advertisementId: string) =>
  answerOf<ApiBody<Advertisement>>(
    api.GET('/api/advertisements/{id}', { params: { path: { id: advertisementId } } }),
  );

// --- parts ---

/** GET /api/parts: one section per non-empty query field (the InstantSearch client calls this). */
export const searchParts = (query: PartsSearchQuery) =>
  answerOf<ApiBody<PartsSearchPayload>>(api.GET('/api/parts', { params: { query: { ...query } } }));

/** GET /api/parts/:id (404 'Part not found.'). */
export const getPart = (partId: string | number) =>
  answerOf<ApiBody<{ part: PartDetail }>>(api.GET('/api/parts/{id}', { params: { path: { id: partId } } }));

/** GET /api/parts/stats/:partNumberNorm: the part, its statistics and all member traders. */
export const getPartStats = (partNumberNorm: string) =>
  answerOf<ApiBody<PartStatsPayload>>(
    api.GET('/api/parts/stats/{partNumberNorm}', { params: { path: { partNumberNorm } } }),
  );

/** POST /api/mail/sendRFQ: `count` is the number of companies the request went to. */
export const sendRfq = (rfq: RfqRequest) => answerOf<RfqBody>(api.POST('/api/mail/sendRFQ', { body: rfq }));

// --- companies ---

/** GET /api/companies/:id: the company body; members get every detail and the contacts (404 when unknown). */
export const getCompany = (companyId: number) =>
  answerOf<CompanyBody>(api.GET('/api/companies/{id}', { params: { path: { id: String(companyId) } } }));
