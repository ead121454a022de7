import type { Redis } from 'ioredis';
import { ClickCounter } from './clickCounter.ts';
import { LoginLimiter } from './loginLimiter.ts';
import { RateLimiter, type RateLimiterOptions } from './rateLimiter.ts';

export { RateLimiter, type Charge, type RateLimiterOptions } from './rateLimiter.ts';

/** The product's limiters, in one place; docs/api.md "Rate limits" describes them. */
export interface RateLimits {
  /** Failed sign-ins per (account, IP), per account and per IP. */
  login: LoginLimiter;
  /** Wrong two-factor codes per contact. */
  twoFactor: RateLimiter;
  /** Password reset requests per e-mail address. */
  passwordReset: RateLimiter;
  /** Password reset requests per IP. */
  passwordResetIp: RateLimiter;
  /** Invalid or expired reset links checked or used, per IP. */
  resetToken: RateLimiter;
  /** Visitors' requests for quote, per IP. */
  rfqVisitor: RateLimiter;
  /** Visitors' requests for quote, per sender e-mail address. */
  rfqSender: RateLimiter;
  /** Members' requests for quote, per contact. */
  rfqMember: RateLimiter;
  /** Replies to broadcasts, per contact. */
  broadcastReply: RateLimiter;
  /** Parts searches, per member contact or visitor IP. */
  search: RateLimiter;
  /** Usage events and page views, per member contact or visitor IP. */
  tracking: RateLimiter;
  /** Captcha challenges, per member contact or visitor IP. */
  captcha: RateLimiter;
  /** Complaints filed, per contact. */
  complaint: RateLimiter;
  /** Contact messages (sendMailToContact, sendMailToTBS) of members, per contact. */
  contactMessageMember: RateLimiter;
  /** Contact messages of visitors, per IP. */
  contactMessageVisitor: RateLimiter;
  /** Contact messages of visitors, per recipient (one inbox cannot be flooded from many addresses). */
  contactMessageRecipient: RateLimiter;
  /** Free-trial registrations past validation and the captcha, per IP. */
  registration: RateLimiter;
  /** Mails telling an address in use that someone registered with it, per address (never refuses a request). */
  registrationNotice: RateLimiter;
  /** Ratings of the registration form, per IP. */
  registrationRating: RateLimiter;
  /** Profile picture and logo uploads and removals, per contact (each upload is decoded and re-encoded). */
  pictureUpload: RateLimiter;
  /** Recommendations sent (each mails the recommended company's owner), per contact. */
  recommendation: RateLimiter;
  /** Invoice requests (membership orders, each creates a provider payment): members per contact, visitors per IP. */
  invoiceRequest: RateLimiter;
  /** Banner and advertisement clicks: counted once per visitor and item in a while, and so many a minute. */
  clicks: ClickCounter;
}

/** The limiters of RateLimits that are plain counters (for the middleware). */
export type CounterName = {
  [K in keyof RateLimits]: RateLimits[K] extends RateLimiter ? K : never;
}[keyof RateLimits];

export interface RateLimitSettings {
  RATE_LIMIT_LOGIN: number;
  RATE_LIMIT_LOGIN_ACCOUNT: number;
  RATE_LIMIT_LOGIN_IP: number;
  RATE_LIMIT_2FA: number;
  RATE_LIMIT_WINDOW_S: number;
  RATE_LIMIT_RESET: number;
  RATE_LIMIT_RESET_IP: number;
  RATE_LIMIT_RESET_TOKEN: number;
  RATE_LIMIT_RFQ_VISITOR: number;
  RATE_LIMIT_RFQ_SENDER: number;
  RATE_LIMIT_RFQ_MEMBER: number;
  RATE_LIMIT_RFQ_WINDOW_S: number;
  RATE_LIMIT_BROADCAST_REPLY: number;
  RATE_LIMIT_SEARCH: number;
  RATE_LIMIT_TRACKING: number;
  RATE_LIMIT_CAPTCHA: number;
  RATE_LIMIT_CLICKS: number;
  RATE_LIMIT_PICTURE_UPLOAD: number;
  RATE_LIMIT_RECOMMENDATION: number;
  RATE_LIMIT_COMPLAINT: number;
  RATE_LIMIT_CONTACT_MESSAGE_MEMBER: number;
  RATE_LIMIT_CONTACT_MESSAGE_VISITOR: number;
  RATE_LIMIT_CONTACT_MESSAGE_RECIPIENT: number;
  RATE_LIMIT_REGISTRATION: number;
  RATE_LIMIT_REGISTRATION_NOTICE: number;
  RATE_LIMIT_REGISTRATION_RATING: number;
  RATE_LIMIT_INVOICE_REQUEST: number;
  REDIS_PREFIX: string;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Builds the limiters from the configuration. */
export function createRateLimits(redis: Redis, settings: RateLimitSettings): RateLimits {
  const prefix = settings.REDIS_PREFIX;
  const limiter = (
    name: string,
    limit: number,
    windowSeconds: number,
    tooMany?: string,
    whenRedisDown: RateLimiterOptions['whenRedisDown'] = 'refuse',
  ) => new RateLimiter(redis, { name, limit, windowSeconds, prefix, tooMany, whenRedisDown });
  const rfqWindow = settings.RATE_LIMIT_RFQ_WINDOW_S;
  return {
    login: new LoginLimiter(redis, {
      prefix,
      perAddress: settings.RATE_LIMIT_LOGIN,
      windowSeconds: settings.RATE_LIMIT_WINDOW_S,
      accountThreshold: settings.RATE_LIMIT_LOGIN_ACCOUNT,
      accountWindowSeconds: HOUR,
      perIp: settings.RATE_LIMIT_LOGIN_IP,
      ipWindowSeconds: HOUR,
    }),
    twoFactor: limiter('2fa', settings.RATE_LIMIT_2FA, settings.RATE_LIMIT_WINDOW_S),
    passwordReset: limiter('reset', settings.RATE_LIMIT_RESET, HOUR, 'password reset requests'),
    passwordResetIp: limiter('reset-ip', settings.RATE_LIMIT_RESET_IP, HOUR, 'password reset requests'),
    resetToken: limiter('reset-token', settings.RATE_LIMIT_RESET_TOKEN, HOUR),
    rfqVisitor: limiter('rfq-visitor', settings.RATE_LIMIT_RFQ_VISITOR, rfqWindow, 'requests for quote'),
    rfqSender: limiter('rfq-sender', settings.RATE_LIMIT_RFQ_SENDER, rfqWindow, 'requests for quote'),
    // A member is signed in and accountable: while Redis is down their requests for quote are counted in memory.
    rfqMember: limiter(
      'rfq-member',
      settings.RATE_LIMIT_RFQ_MEMBER,
      rfqWindow,
      'requests for quote',
      'memory',
    ),
    broadcastReply: limiter('broadcast-reply', settings.RATE_LIMIT_BROADCAST_REPLY, HOUR, 'replies'),
    // Load limits, not security ones: while Redis is down each process counts them in memory (docs/api.md).
    search: limiter('search', settings.RATE_LIMIT_SEARCH, MINUTE, 'searches', 'memory'),
    tracking: limiter('tracking', settings.RATE_LIMIT_TRACKING, MINUTE, 'requests', 'memory'),
    captcha: limiter('captcha', settings.RATE_LIMIT_CAPTCHA, MINUTE, 'captcha challenges'),
    complaint: limiter('complaint', settings.RATE_LIMIT_COMPLAINT, DAY, 'complaints'),
    contactMessageMember: limiter(
      'contact-message-member',
      settings.RATE_LIMIT_CONTACT_MESSAGE_MEMBER,
      HOUR,
      'messages',
    ),
    contactMessageVisitor: limiter(
      'contact-message-visitor',
      settings.RATE_LIMIT_CONTACT_MESSAGE_VISITOR,
      HOUR,
      'messages',
    ),
    contactMessageRecipient: limiter(
      'contact-message-recipient',
      settings.RATE_LIMIT_CONTACT_MESSAGE_RECIPIENT,
      HOUR,
      'messages',
    ),
    registration: limiter('registration', settings.RATE_LIMIT_REGISTRATION, HOUR, 'registrations'),
    registrationNotice: limiter('registration-notice', settings.RATE_LIMIT_REGISTRATION_NOTICE, DAY),
    registrationRating: limiter(
      'registration-rating',
      settings.RATE_LIMIT_REGISTRATION_RATING,
      HOUR,
      'ratings',
    ),
    pictureUpload: limiter('picture-upload', settings.RATE_LIMIT_PICTURE_UPLOAD, HOUR, 'picture uploads'),
    recommendation: limiter('recommendation', settings.RATE_LIMIT_RECOMMENDATION, DAY, 'recommendations'),
    invoiceRequest: limiter('invoice-request', settings.RATE_LIMIT_INVOICE_REQUEST, HOUR, 'orders'),
    clicks: new ClickCounter(redis, {
      prefix,
      limit: settings.RATE_LIMIT_CLICKS,
      windowSeconds: MINUTE,
      onceWithinSeconds: 10 * MINUTE,
    }),
  };
}
