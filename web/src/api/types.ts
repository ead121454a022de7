/**
 * The web app's names for the API's types. Every server type here is taken from the contract generated from
 * the api's OpenAPI document (./generated/openapi.ts, `npm run contract:generate`); nothing is copied by
 * hand. Only the client-side envelope (ApiBody) and flag helpers are the web's own.
 */
import type { components, operations } from './generated/openapi.ts';

type Schemas = components['schemas'];
type Operation = keyof operations;

/** The 200 body of an operation. */
type Success<Op extends Operation> = operations[Op]['responses'][200]['content']['application/json'];
/** The payload of an operation's 200 body. */
type PayloadOf<Op extends Operation> = Success<Op> extends { payload: infer P } ? P : never;
/** The JSON request body of an operation. */
export type BodyOf<Op extends Operation> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
/** The query string of an operation. */
type QueryOf<Op extends Operation> = NonNullable<operations[Op]['parameters']['query']>;

/** A 0/1 flag as the API sends it; some status flags arrive as booleans. */
export type Flag = 0 | 1 | boolean;

/** True when a 0/1 (or boolean) flag from the API is set. */
export function isOn(flag: Flag | null | undefined): boolean {
  return flag === true || flag === 1;
}

/**
 * What a call resolves to in the client: `status` equals the HTTP status (0 when the server could not be
 * reached); successes carry `payload`, failures `msg` and maybe `errors` (spec section 4).
 */
export interface ApiBody<Payload> {
  status: number;
  payload?: Payload;
  msg?: string;
  errors?: Schemas['Error']['errors'];
}

/** ApiBody plus the top-level fields some 200 answers carry besides `payload`. */
type WithFields<Op extends Operation, K extends keyof Success<Op>> = ApiBody<PayloadOf<Op>> &
  Partial<Pick<Success<Op>, K>>;

// --- the signed-in user and sign-in ---

export type User = Schemas['User'];
export type SignedInSession = Schemas['SignedInSession'];
export type Credentials = Pick<BodyOf<'postApiAuthLogin'>, 'email' | 'password'>;
export type LoginBody = ApiBody<SignedInSession> & { requires2FA?: true };
export type PasswordRequestResult = PayloadOf<'postApiAuthRequestPassword'>;
export type ResetTokenCheck = Schemas['ResetTokenCheck'];
export type TwoFactorSecretBody = WithFields<
  'postApiCompaniesGenerate2faSecret',
  'secret' | 'otpauthUrl' | 'qr'
>;

// --- the shell ---

export type InvoiceStatus = Schemas['InvoiceStatus'];
export type UnapprovedRecs = PayloadOf<'getApiCompaniesDoUnapprovedRecsExist'>;
export type FeatureSwitch = Schemas['FeatureSwitch'];
export type Settings = Schemas['Settings'];
export type Country = Schemas['Country'];
export type TopSearch = Schemas['TopSearch'];
export type ContactDetails = Schemas['ContactDetails'];
export type StaffContact = Schemas['StaffContact'];
export type Banner = Schemas['Banner'];
export type UnreadNews = PayloadOf<'getApiInventoryUnreadNews'>;
export type NewsItem = Schemas['NewsItem'];
export type BroadcastSummary = Schemas['BroadcastSummary'];
// The list answers JSON or, with contentType=rss, an RSS document: the JSON member of the union.
export type BroadcastPage = Extract<Success<'getApiBroadcasts'>, { payload: unknown }>['payload'];
export type BroadcastListQuery = Omit<QueryOf<'getApiBroadcasts'>, 'contentType'>;
/** The page sizes the broadcast list offers. */
export type BroadcastPageSize = NonNullable<BroadcastListQuery['pageSize']>;
export type BroadcastDetail = Schemas['BroadcastDetail'];
export type BroadcastDetailBody = WithFields<'getApiBroadcastsId', 'result'>;
export type BroadcastReplyRequest = BodyOf<'postApiMailSendBroadcastReply'>;
export type Testimonial = Schemas['Testimonial'];
export type Advertisement = PayloadOf<'getApiAdvertisementsId'>;
export type FeatureOutcome = BodyOf<'postApiEventsFeature'>['status'];

// --- parts ---

export type PartCompany = Schemas['PartCompany'];
/** A parts search hit, with where it matched. */
export type PartHit = Schemas['PartSearchHit'];
export type PartHighlight = Schemas['PartHighlight'];
export type PartsFacets = Schemas['PartsFacets'];
export type PartContact = Schemas['PartContact'];
export type PartDetail = Schemas['PartDetail'];
export type PartsSection = Schemas['PartsSection'];
export type PartsSearchPayload = PayloadOf<'getApiParts'>;
export type PartsSearchQuery = QueryOf<'getApiParts'>;
export type PartStats = Schemas['PartStats'];
export type TraderRow = Schemas['TraderRow'];
export type PartStatsPayload = PayloadOf<'getApiPartsStatsPartNumberNorm'>;
export type RfqRequest = BodyOf<'postApiMailSendRFQ'>;
export type RfqBody = WithFields<'postApiMailSendRFQ', 'count'>;

// --- companies ---

export type CompanyContact = Schemas['CompanyContact'];
export type CompanyRecommendation = Schemas['CompanyRecommendation'];
export type CompanyProfile = Schemas['CompanyProfile'];
export type CompanyBody = WithFields<'getApiCompaniesId', 'company' | 'contacts'>;

// --- inventory ---

export type InventoryItem = Schemas['InventoryItem'];
export type InventoryCondition = InventoryItem['partCondition'];
export type InventoryItemInput = BodyOf<'postApiInventory'>;
export type InventoryListPayload = PayloadOf<'getApiInventory'>;
export type InventoryQuery = QueryOf<'getApiInventory'>;
export type InventorySaveBody = WithFields<'postApiInventory', 'type'>;
export type InventoryCountBody = WithFields<'getApiInventoryCount', 'count'>;
export type InventoryHit = Schemas['InventoryHit'];
export type InventoryHitsPayload = PayloadOf<'getApiInventoryHits'>;
export type ImportReport = Schemas['ImportReport'];
export type ImportRejection = Schemas['ImportRejection'];
export type InventoryImportMode = ImportReport['mode'];
