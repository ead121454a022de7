import type { Middleware } from 'koa';
import { RegistrationRating } from '@tbs/db';
import { enqueueMail } from '@tbs/contracts';
import {
  checkRegistration,
  submitRegistration,
  type RegistrationOutcome,
} from '../../commands/registration/submitRegistration.ts';
import type { AppContextExtras, AppState, RouteContext } from '../../context.ts';
import { ApiError, InvalidRequestError } from '../../errors.ts';
import { operatorInbox } from '../../mail/contactMessageMail.ts';
import { registrationAddressInUseMail, registrationWaitingMail } from '../../mail/registrationMail.ts';
import { emailKey, ipKey, limitRequests } from '../../middlewares/rateLimit.ts';
import { ok, okPayload } from '../../respond.ts';
import type { ApiRouter } from '../../router.ts';
import {
  RatingAnswer,
  RatingParams,
  RatingSchema,
  REGISTRATION_MESSAGES,
  RegistrationAnswer,
  RegistrationSchema,
  type RegistrationReq,
} from './schema.ts';

/**
 * The spec's register call reads a failure's reason from `payload.msg` (part 2 section 7): every failure of
 * the route, validation included, carries it there as well as in `msg`.
 */
const failureMessageInPayload: Middleware<AppState, AppContextExtras> = async (_ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof ApiError && error.options.payload === undefined) {
      error.options.payload = { msg: error.message };
    }
    throw error;
  }
};

/** A visitor's captcha, checked after the fields so a typo does not use up the solution; members need none. */
async function requireCaptcha(ctx: RouteContext, input: RegistrationReq): Promise<void> {
  if (ctx.state.auth) return;
  const solved = input.captcha ? await ctx.services.captcha.verify(input.captcha, ctx.ip) : false;
  if (!solved) throw InvalidRequestError(REGISTRATION_MESSAGES.captcha, 'captcha_required');
}

/** Mails the operator's inbox that a registration waits for approval. */
async function tellStaff(
  ctx: RouteContext,
  inbox: string | null,
  { summary }: Extract<RegistrationOutcome, { kind: 'stored' }>,
): Promise<void> {
  if (!inbox) {
    ctx.state.log.warn({ registrationId: summary.id }, 'no operator inbox to tell of a registration');
    return;
  }
  await enqueueMail(ctx.services.mailQueue, registrationWaitingMail({ to: inbox, request: summary }));
}

/**
 * Mails an address in use that someone registered with it (sign in, or choose a new password), at most
 * RATE_LIMIT_REGISTRATION_NOTICE a day to one address, so the form cannot be used to flood a member's inbox.
 */
async function tellAddressOwner(
  ctx: RouteContext,
  inbox: string | null,
  { email, isMember }: Extract<RegistrationOutcome, { kind: 'addressInUse' }>,
): Promise<void> {
  const { limits, mailQueue, publicUrl } = ctx.services;
  const [sent] = await limits.registrationNotice.penalty(emailKey(email));
  if (sent! > limits.registrationNotice.options.limit) return;
  await enqueueMail(
    mailQueue,
    registrationAddressInUseMail({ to: email, isMember, siteUrl: publicUrl, inbox }),
  );
}

const tags = ['registration'];

/** The free-trial registration (/register) and the rating of its form. */
export function registrationRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    // The spec names no path for the registration action; "the companies collection is the nearest reading"
    // (part 2 section 7): a POST on the collection whose GET is the directory.
    path: '/api/companies',
    tags,
    summary: 'Register a company for the one-month free trial (a request that staff approve)',
    description:
      'Validates the whole payload again (400 `errors: [{param, msg}]` naming each field, the first also in ' +
      "`msg` and `payload.msg`), the captcha of visitors (400 'Please solve the captcha'), then refuses a " +
      'company name that looks like the name of an active company or of a pending registration (400 naming ' +
      '`company`; compared without case, spaces, punctuation, accents, invisible characters and trailing ' +
      'legal forms, with Unicode look-alike letters folded). Stores a pending registration request and tells ' +
      'staff; nobody can sign in until staff approve it, which creates the company, its owner and the trial ' +
      'and mails a link to choose a password. An e-mail address of a contact or of a pending registration ' +
      'gets the same thank-you answer: nothing is stored, and the address is mailed instead (sign in or ' +
      'choose a new password; at most RATE_LIMIT_REGISTRATION_NOTICE a day). Per IP, ' +
      'RATE_LIMIT_REGISTRATION an hour past validation and the captcha (429).',
    schemas: { body: RegistrationSchema },
    response: RegistrationAnswer,
    use: [failureMessageInPayload],
    handler: async (ctx) => {
      const { em } = ctx.state;
      const input = ctx.input.body;
      await checkRegistration(em, input);
      await requireCaptcha(ctx, input);
      await ctx.services.limits.registration.consume(ipKey(ctx));
      const outcome = await submitRegistration(em, input, { ip: ctx.ip || null });
      // Either way one mail goes to the outbox and the answer is the thank-you: an address in use is told to
      // its owner only, and answering it takes no extra step.
      const inbox = await operatorInbox(em, ctx.services.settings);
      if (outcome.kind === 'stored') await tellStaff(ctx, inbox, outcome);
      else await tellAddressOwner(ctx, inbox, outcome);
      return okPayload({ msg: REGISTRATION_MESSAGES.registered });
    },
  });

  api.route({
    method: 'post',
    path: '/api/misc/rateRegForm/rating/:rating',
    tags,
    summary: 'Rate the registration form (thumbs: 1 up, 0 down)',
    description:
      'The thank-you screen hides its thumbs once this answers 200. `company` is the name just registered. ' +
      'Per IP, RATE_LIMIT_REGISTRATION_RATING an hour (429). A rating outside 0-5 names no resource (404).',
    schemas: { params: RatingParams, body: RatingSchema },
    response: RatingAnswer,
    use: [limitRequests('registrationRating', ipKey)],
    handler: async (ctx) => {
      const { em } = ctx.state;
      em.create(RegistrationRating, {
        rating: ctx.input.params.rating,
        company: ctx.input.body.company ?? null,
      });
      await em.flush();
      return ok({});
    },
  });
}
