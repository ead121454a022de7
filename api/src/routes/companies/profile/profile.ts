import { changePassword, CHANGE_PASSWORD_MESSAGES } from '../../../commands/changePassword.ts';
import {
  PROFILE_MESSAGES,
  updateCompanyProfile,
  updateOwnContact,
} from '../../../commands/companyProfile.ts';
import { NotFoundError } from '../../../errors.ts';
import { contactKey, limitFailures } from '../../../middlewares/rateLimit.ts';
import { presentOwnCompany } from '../../../presenters/company.ts';
import { presentUser } from '../../../presenters/user.ts';
import { loadCompanyProfile } from '../../../queries/companyProfile.ts';
import { loadUserSnapshot } from '../../../queries/userSnapshot.ts';
import { encodeUpdatedUser, ok, okPayload } from '../../../respond.ts';
import type { ApiRouter, HandlerContext } from '../../../router.ts';
import {
  ChangePasswordAnswer,
  ChangePasswordSchema,
  OwnCompanyAnswer,
  ProfileUpdateAnswer,
  UpdateCompanySchema,
  UpdateContactSchema,
} from './schema.ts';

const tags = ['companies'];

/** The signed-in contact's company body, with their own contact's toggles. */
async function ownCompanyBody(ctx: HandlerContext<object, 'member'>) {
  const profile = await loadCompanyProfile(ctx.state.em, {
    companyId: ctx.auth.company.id,
    readerContactId: ctx.auth.contact.id,
  });
  // The session's company is active (authenticate checks it); a company closed meanwhile is simply gone.
  if (!profile) throw NotFoundError('Company not found.');
  return presentOwnCompany(profile, ctx.auth.contact.id);
}

/** Sends the changed user (website, address, phone, name, function, toggles) in X-Updated-User. */
async function sendUpdatedUser(ctx: HandlerContext<object, 'member'>): Promise<void> {
  const user = presentUser(await loadUserSnapshot(ctx.state.em, ctx.auth.contact.id));
  ctx.set('X-Updated-User', encodeUpdatedUser(user));
}

/**
 * The own company profile (/profile): read it, the owner's company fields, each contact's own contact, and the
 * password change. The spec names getCompany/updateCompany/updateContact and "password change submission"
 * without paths (part 1, section 7); the paths here follow its named-action convention under
 * /api/companies/actions/ (as setPossibleMatches). They are registered before GET /api/companies/:id.
 */
export function companyProfileRoutes(api: ApiRouter): void {
  api.route({
    method: 'get',
    path: '/api/companies/me',
    tags,
    summary: "The signed-in contact's own company: `{ company, contacts }` with every detail",
    description:
      "Every member, service-only included. The reader's own contact also carries `rfqDisabled` and " +
      '`possibleMatchesDisabled` (the toggles of the edit mode).',
    access: 'member',
    response: OwnCompanyAnswer,
    handler: async (ctx) => ok(await ownCompanyBody(ctx)),
  });

  api.route({
    method: 'post',
    path: '/api/companies/actions/updateCompany',
    tags,
    summary: "updateCompany: the owner changes the company's phone, website, address, texts and bank details",
    description:
      'Only the fields sent change; null or an empty text clears one. Texts are stored as plain text (markup ' +
      "removed). 403 unless the signed-in contact owns the company (`id`, when sent, must be the owner's). " +
      "Answers the spec's message and the refreshed own company; X-Updated-User carries the changed user.",
    access: 'member',
    schemas: { body: UpdateCompanySchema },
    response: ProfileUpdateAnswer,
    handler: async (ctx) => {
      const { id = ctx.auth.company.id, ...changes } = ctx.input.body;
      await updateCompanyProfile(ctx.state.em, ctx.auth, id, changes);
      await sendUpdatedUser(ctx);
      return ok({ payload: { msg: PROFILE_MESSAGES.companyUpdated }, ...(await ownCompanyBody(ctx)) });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/actions/updateContact',
    tags,
    summary: 'updateContact: a contact changes their own name, function, phone, messenger and toggles',
    description:
      "Only the fields sent change. 403 for another contact's `id`, and for `rfqDisabled` or " +
      "`possibleMatchesDisabled` from a service-only member. Answers the spec's message and the refreshed own " +
      'company; X-Updated-User carries the changed user.',
    access: 'member',
    schemas: { body: UpdateContactSchema },
    response: ProfileUpdateAnswer,
    handler: async (ctx) => {
      const { id = ctx.auth.contact.id, ...changes } = ctx.input.body;
      await updateOwnContact(ctx.state.em, ctx.auth, id, changes);
      await sendUpdatedUser(ctx);
      return ok({ payload: { msg: PROFILE_MESSAGES.contactUpdated }, ...(await ownCompanyBody(ctx)) });
    },
  });

  api.route({
    method: 'post',
    path: '/api/companies/actions/changePassword',
    tags,
    summary: "Change the signed-in contact's password (current password, new one of strength 2 or more)",
    description:
      'A wrong current password is 400 on `currentPassword` and counts against the per-contact limit of ' +
      'wrong passwords and 2FA codes (429 past it). The new password must have at least 8 characters, a ' +
      "zxcvbn strength score of 2 or more (the web's meter) and differ from the current one. Signs out every " +
      'other session of the contact and invalidates outstanding reset links.',
    access: 'member',
    schemas: { body: ChangePasswordSchema },
    response: ChangePasswordAnswer,
    use: [limitFailures('twoFactor', ['wrong_password'], contactKey)],
    handler: async (ctx) => {
      await changePassword(ctx.state.em, ctx.auth, ctx.input.body);
      return okPayload({ msg: CHANGE_PASSWORD_MESSAGES.changed });
    },
  });
}
