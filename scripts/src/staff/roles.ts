/**
 * `npm run staff -- role ...`: who is staff. Staff contacts reach the analytics area (the api checks
 * contact.is_staff on every analytics call) and their own searches and page views stay out of the statistics.
 */
import type pg from 'pg';
import { refoldFrom } from '@tbs/worker';
import { StaffCommandError, type StaffCommand } from './staffCommands.ts';
import { visible } from './visibleText.ts';

export const ROLE_USAGE = `Usage: npm run staff -- role <command>
  role grant <email>    make the contact staff: it reaches the analytics area, its activity leaves the statistics
  role revoke <email>   make the contact an ordinary member again
  role list             the staff contacts, by e-mail`;

interface StaffRow {
  name: string;
  email: string;
  company_name: string;
}

/** Sets or clears the staff flag of the contact with this e-mail address (case-insensitive). */
async function setStaff(client: pg.Client, email: string, isStaff: boolean): Promise<string> {
  const { rows } = await client.query<StaffRow & { id: number; was_staff: boolean }>(
    `update contact set is_staff = $2
       from company, (select id, is_staff as was_staff from contact where lower(email) = lower($1)) before
      where before.id = contact.id and company.id = contact.company_id
      returning contact.id, contact.name, contact.email, company.name as company_name, before.was_staff`,
    [email, isStaff],
  );
  const contact = rows[0];
  if (!contact) throw new StaffCommandError(`No contact with e-mail '${visible(email)}'.`);
  const who = `${visible(contact.name)} <${visible(contact.email)}> of ${visible(contact.company_name)}`;
  if (contact.was_staff === isStaff) return `${who} ${isStaff ? 'is already' : 'was not'} staff.`;
  const refolded = await refoldActivityOf(client, contact.id);
  const statistics = refolded
    ? ` The worker folds the statistics from ${refolded} again, ${isStaff ? 'without' : 'with'} its searches and page views.`
    : '';
  return isStaff
    ? `${who} is staff now: the analytics area opens at the next page load.${statistics}`
    : `${who} is no longer staff.${statistics}`;
}

/** Has the statistics folded again from the contact's first search or page view; that day, if any. */
async function refoldActivityOf(client: pg.Client, contactId: number): Promise<string | null> {
  const { rows } = await client.query<{ first_day: string | null }>(
    `select to_char((least((select min(created_at) from search_log where contact_id = $1),
                           (select min(created_at) from page_view where contact_id = $1)) at time zone 'utc')::date,
                    'YYYY-MM-DD') as first_day`,
    [contactId],
  );
  const firstDay = rows[0]?.first_day ?? null;
  if (firstDay) await refoldFrom(client, firstDay);
  return firstDay;
}

async function listStaff(client: pg.Client): Promise<string> {
  const { rows } = await client.query<StaffRow>(
    `select contact.name, contact.email, company.name as company_name
       from contact join company on company.id = contact.company_id
      where contact.is_staff order by lower(contact.email)`,
  );
  if (!rows.length) return 'No staff contacts.';
  return rows
    .map((row) => `${visible(row.email)}  ${visible(row.name)} (${visible(row.company_name)})`)
    .join('\n');
}

/** The role command the arguments name; a usage mistake is a StaffCommandError with the usage. */
export function roleCommand(args: string[]): StaffCommand {
  const [action, email, ...extra] = args;
  const usage = (message: string) => new StaffCommandError(`${message}\n\n${ROLE_USAGE}`);
  if (extra.length) throw usage(`Unexpected '${extra.join(' ')}'.`);
  if (action === 'list') {
    if (email) throw usage(`Unexpected '${email}'.`);
    return async (services) => listStaff(await services.client());
  }
  if (action !== 'grant' && action !== 'revoke')
    throw usage(action ? `Unknown '${action}'.` : 'Say grant, revoke or list.');
  if (!email || !email.includes('@')) throw usage("Give the contact's e-mail address.");
  return async (services) => setStaff(await services.client(), email, action === 'grant');
}
