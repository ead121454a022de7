import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyEntity, ContactEntity } from '../entities.ts';
import type { InvoiceStatusFacts } from '../presenters/invoiceStatus.ts';

/** Everything a member's blocks are made of (policies/block.ts). */
export interface BlockFacts {
  /** What getLastInvoiceStatus shows: force-pay, the ended trial, the custom full block. */
  invoiceStatus: InvoiceStatusFacts;
  /** Staff forced this contact to sign in again. */
  forceLogout: boolean;
  /** 2FA is mandatory (setting force2fa) and this contact has not enabled it. */
  twoFactorMissing: boolean;
}

/** The block facts a row of blockColumnsSql holds. */
export interface BlockRow {
  invoice: {
    account: string;
    dueDate: string;
    paymentStatus: number | null;
    forcePay: boolean;
    link: string | null;
  } | null;
  force_2fa: boolean;
  two_factor_enabled: boolean;
}

/**
 * The columns of a BlockRow (latest invoice, mandatory 2FA and the contact's 2FA) for the company and contact
 * ids the two SQL expressions give: the session lookup selects them in its own statement.
 */
export function blockColumnsSql(companyId: string, contactId: string): string {
  return `(select json_build_object('account', i.account, 'dueDate', i.due_date, 'paymentStatus', i.payment_status,
                                 'forcePay', i.force_pay, 'link', i.link)
          from invoice i where i.company_id = ${companyId} order by i.invoice_date desc, i.id desc limit 1) as invoice,
       coalesce((select s.value in ('1'::jsonb, 'true'::jsonb) from setting s where s.key = 'force2fa'), false)
         as force_2fa,
       exists (select 1 from two_factor_secret t where t.contact_id = ${contactId} and t.enabled_at is not null)
         as two_factor_enabled`;
}

/**
 * The block facts of a signed-in member: from the row the session lookup read in its own statement when
 * given (authenticate), else in one query; the contact and company fields come from the session lookup.
 */
export async function loadBlockFacts(
  em: EntityManager,
  { contact, company }: { contact: ContactEntity; company: CompanyEntity },
  read?: BlockRow,
): Promise<BlockFacts> {
  const [row] = read
    ? [read]
    : await em.execute<BlockRow[]>(`select ${blockColumnsSql('?', '?')}`, [company.id, contact.id]);
  return {
    invoiceStatus: {
      invoice: row?.invoice ?? null,
      contactName: contact.name,
      company: {
        freeTrialUntil: company.freeTrialUntil ?? null,
        memberSince: company.memberSince ?? null,
        customFullBlock: company.customFullBlock ?? null,
        // The special message is dismissible, never a block: left out, so it is not presented per request.
        modalMessage: null,
        noInvoiceReminders: company.noInvoiceReminders,
      },
    },
    forceLogout: contact.forceLogout,
    twoFactorMissing: Boolean(row?.force_2fa) && !row?.two_factor_enabled,
  };
}
