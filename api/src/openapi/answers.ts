import { z } from 'zod';

/** Answer schemas for the OpenAPI document (the presenters are the source of truth at run time). */
const flag = z.union([z.literal(0), z.literal(1)]);

export const UserViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  emailAlt: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  function: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  tel: z.string().nullable(),
  favCompanies: z.array(z.number().int()),
  signature: z.string().nullable(),
  profilePic: z.string().nullable(),
  username: z.string().nullable(),
  isOwner: z.boolean(),
  isServiceOnly: flag,
  isEU: flag,
  isTrusted: flag,
  isGold: flag,
  isDiamond: flag,
  enable2fa: flag,
  forceLogout: flag,
  possibleMatchesDisabled: flag,
});

const ok = z.literal(200);

export const UserAnswerSchema = z.object({ status: ok, payload: z.object({ user: UserViewSchema }) });

export const LoginAnswerSchema = z.union([
  z.object({ status: ok, requires2FA: z.literal(true) }),
  z.object({
    status: ok,
    payload: z.object({ user: UserViewSchema, token: z.string(), sessionId: z.string() }),
  }),
]);

export const ErrorAnswerSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});
