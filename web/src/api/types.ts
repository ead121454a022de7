/** A 0/1 flag as the API sends it; some status flags may also arrive as booleans. */
export type Flag = 0 | 1 | boolean;

/** True when a 0/1 (or boolean) flag from the API is set. */
export function isOn(flag: Flag | null | undefined): boolean {
  return flag === true || flag === 1;
}

/** Every answer: `status` equals the HTTP status; success bodies carry `payload`, failures `msg`. */
export interface ApiBody<Payload> {
  status: number;
  payload?: Payload;
  msg?: string;
  errors?: { param: string; msg: string }[];
}

/** The signed-in contact with its company fields (docs/api.md, "The User object"). */
export interface User {
  id: number;
  name: string;
  email: string;
  emailAlt: string | null;
  companyId: number;
  companyName: string;
  function: string | null;
  website: string | null;
  address: string | null;
  country: string | null;
  tel: string | null;
  favCompanies: number[];
  signature: string | null;
  profilePic: string | null;
  username: string | null;
  isOwner: Flag;
  isServiceOnly: 0 | 1;
  isEU: 0 | 1;
  isTrusted: 0 | 1;
  isGold: 0 | 1;
  isDiamond: 0 | 1;
  enable2fa: 0 | 1;
  forceLogout: 0 | 1;
  possibleMatchesDisabled: 0 | 1;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SignedInSession {
  user: User;
  token: string;
  sessionId: string;
}

export type LoginBody = ApiBody<SignedInSession> & { requires2FA?: boolean };

export interface PasswordRequestResult {
  msg: string;
}

export interface ResetTokenCheck {
  isSuccess: boolean;
  msg: string;
}

export type TwoFactorSecretBody = ApiBody<never> & { secret?: string; otpauthUrl?: string; qr?: string };

export interface InvoiceStatus {
  forcePay: Flag;
  isPastDue: Flag;
  isPastDueEbm: Flag;
  isDue: Flag;
  isEbmInvoice: Flag;
  isNoNotif: Flag;
  link: string | null;
  contact_name: string | null;
  freeTrialBlock: Flag;
  customFullBlock: string | null;
  modalMessage: string | null;
}

export interface UnapprovedRecs {
  exist: boolean;
}

export interface FeatureSwitch {
  featureId: number;
  enabled: Flag;
}

export interface Settings {
  force2fa: Flag;
  enableBroadcastShareButtons: Flag;
  enableNewsShareButtons: Flag;
  rates: { USD: number; GBP: number };
  features: { TAWK_CHAT?: FeatureSwitch } & Record<string, FeatureSwitch | undefined>;
}

export interface Country {
  code: string;
  name: string;
}

export interface TopSearch {
  partnumber: string;
  description: string;
  count: number;
}

export interface Banner {
  id: number;
  url: string;
  isAd: Flag;
  alt: string;
  imageUrl: string;
}

export interface UnreadNews {
  count: number;
}

export interface NewsItem {
  id: number;
  catId: number;
  catUrl: string;
  title: string;
  titleSlug: string;
  by: string;
  date: string;
  body: string;
  bodyHtml: string;
  isPinned: Flag;
  doReadMore: Flag;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

export type BroadcastSide = 'WTB' | 'WTS';

/** One row of GET /api/broadcasts; visitors get company `{ name: 'TBS Member' }` and no contact. */
export interface BroadcastSummary {
  id: number;
  date: string;
  subject: string;
  side?: BroadcastSide;
  type?: string;
  listId?: number;
  broadcastListName?: string;
  company: { id?: number; name: string; isTrusted?: Flag; isGold?: Flag; isDiamond?: Flag };
  contact?: { name: string; email?: string };
}

export interface BroadcastPage {
  results: BroadcastSummary[];
  numResults: number;
}

export interface Testimonial {
  body: string;
  attr: string;
  dateHuman: string;
}

export interface Advertisement {
  redirectURL: string | null;
}

export type FeatureOutcome = 'Success' | 'Failed';

/** The company of a part hit; visitors get `{ name: 'TBS Member' }` only. */
export interface PartCompany {
  id?: number;
  name: string;
  country?: string;
  countryName?: string;
  isTrusted?: Flag;
  isGold?: Flag;
  isDiamond?: Flag;
  tel?: string | null;
  description?: string | null;
}

/** One row of GET /api/parts. */
export interface PartHit {
  id: number;
  partNumber: string;
  manufacturer: string | null;
  description: string | null;
  quantity: number;
  partCondition: string | null;
  /** Euro; 0 means CALL. */
  price: number;
  company: PartCompany;
  isRFQDisabled?: Flag;
}

export interface PartContact {
  id: number;
  name: string;
  email: string;
  tel: string | null;
  allowrfq: Flag;
}

/** GET /api/parts/:id; contacts are members-only. */
export interface PartDetail extends PartHit {
  contacts?: PartContact[];
}

/** A contact in the company body (members only); label is 'Main', '2nd', '3rd', ... */
export interface CompanyContact {
  id: number;
  name: string;
  function: string | null;
  label: string;
  email: string;
  tel: string | null;
  imName: string | null;
  imValue: string | null;
}

/** An approved recommendation; visitors see the recommender as 'TBS Member' without a contact name. */
export interface CompanyRecommendation {
  id: number;
  description: string;
  contactName?: string;
  companyName: string;
  /** ISO date-time. */
  dt: string;
  status: Flag;
}

/** The company of GET /api/companies/:id (docs/api.md); the optional fields are sent to members only. */
export interface CompanyProfile {
  id: number;
  name: string;
  /** ISO code. */
  country: string;
  countryName: string;
  description: string | null;
  isTrusted: Flag;
  isGold: Flag;
  isDiamond: Flag;
  recommendations: CompanyRecommendation[];
  website?: string | null;
  tel?: string | null;
  telLink?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  vatNr?: string | null;
  shippingDetails?: string | null;
  warrantyPolicy?: string | null;
  bankCode?: string | null;
  ibanCode?: string | null;
  swiftCode?: string | null;
  paymentMethod?: string | null;
  picUrl?: string | null;
  isServiceOnly?: Flag;
  isAttendingEBM?: Flag;
  /** 'YYYY-MM-DD'; null while on trial. */
  memberSince?: string | null;
  favCount?: number;
  misc?: { isFavorite: Flag }[];
}

/** GET /api/companies/:id: `{ status, company, contacts }` (contacts empty for visitors). */
export type CompanyBody = ApiBody<never> & { company?: CompanyProfile; contacts?: CompanyContact[] };

export interface PartsSection {
  query: string;
  results: PartHit[];
  numResults: number;
}

export interface PartsSearchPayload {
  sections: PartsSection[];
  results: PartHit[];
  numResults: number;
}

/** Query of GET /api/parts (docs/api.md "Parts search"). */
export interface PartsSearchQuery {
  query?: string;
  query2?: string;
  query3?: string;
  query4?: string;
  query5?: string;
  country?: string;
  companyId?: string;
  sort?: string;
  order?: string;
  exactPhrase?: 0 | 1;
  favorites?: 0 | 1;
  page: number;
  pageSize: number;
}

export interface PartConditionStats {
  condition: string;
  traders: number;
  quantity: number;
  minPrice: number;
}

export interface PartStats {
  traders: number;
  totalQuantity: number;
  minPrice: number;
  medianPrice: number;
  maxPrice: number;
  byCondition: PartConditionStats[];
}

/** A member stocking a part, on the statistics page; visitors get 'TBS Member' and no CompanyID. */
export interface TraderRow {
  id: number;
  Partnumber: string;
  Description: string | null;
  Manufacturer: string | null;
  Quantity: number;
  PartCondition: string | null;
  Price: number;
  inv_trusted?: 0 | 1 | 2;
  inv_companyname: string;
  inv_country?: string | null;
  inv_telephone?: string | null;
  CompanyID?: number;
}

export interface PartStatsPayload {
  result: { part: PartDetail[]; partStats: PartStats; traders: TraderRow[] };
}

/** Body of POST /api/mail/sendRFQ. */
export interface RfqRequest {
  partId: number;
  captcha?: string;
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactTel: string;
  requestedQuantity: number;
  sendToAll: boolean;
  message?: string;
}

export type RfqBody = ApiBody<{ msg?: string }> & { count?: number };

/** Condition codes of an inventory part: factory sealed, new open box, new, refurbished, used, as is. */
export type InventoryCondition = 'F/S' | 'NOB' | 'NEW' | 'REF' | 'USED' | 'ASIS';

/** One part of the signed-in company's inventory (GET /api/inventory). */
export interface InventoryItem {
  id: number;
  manufacturer: string;
  description: string;
  partNumber: string;
  quantity: number;
  partCondition: InventoryCondition;
  /** Euro; 0 means CALL. */
  price: number;
  updatedAt: string;
}

/**
 * Body of POST /api/inventory and PATCH /api/inventory/:id. The API also takes quantity and price as text,
 * so text that is no number can go as typed and come back with the server's field message.
 */
export interface InventoryItemInput {
  manufacturer: string;
  description: string;
  partNumber: string;
  quantity: number | string;
  partCondition: InventoryCondition;
  price: number | string;
}

export interface InventoryListPayload {
  results: InventoryItem[];
  numResults: number;
}

/** Query of GET /api/inventory. */
export interface InventoryQuery {
  search?: string;
  page: number;
  pageSize: number;
}

/** Answer of POST and PATCH: `type` is 'update' when an add found the part already in stock. */
export type InventorySaveBody = ApiBody<{ item: InventoryItem }> & { type?: 'create' | 'update' };

export type InventoryCountBody = ApiBody<never> & { count?: number };

/** A search by another member that found one of the company's parts (GET /api/inventory/hits). */
export interface InventoryHit {
  searchterms: string;
  partnumber: string;
  /** The searcher's company. */
  companyid: number | null;
  name: string | null;
  /** ISO date. */
  date: string;
}

export interface InventoryHitsPayload {
  results: InventoryHit[];
  numResults: number;
  pageSize: number;
}

export type InventoryImportMode = 'merge' | 'replace';

export interface ImportRejection {
  line: number;
  /** The column the reason is about; null when it concerns the whole line. */
  column: string | null;
  reason: string;
}

/** Outcome of POST /api/inventory/import; `rejections` holds the first 1,000, the counts are exact. */
export interface ImportReport {
  mode: InventoryImportMode;
  dryRun: boolean;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  /** Parts kept in replace mode because their line was rejected. */
  kept: number;
  rejected: number;
  rejections: ImportRejection[];
  rejectionsTruncated: boolean;
  seconds: number;
}
