import type { EntityManager } from '@mikro-orm/postgresql';

/** One company an RFQ goes to, with the addresses of its contacts that accept RFQs. */
export interface RfqRecipient {
  companyId: number;
  emails: string[];
}

export interface RfqRecipientsProps {
  partId: number;
  /** Every member stocking the same normalised part number, not only the part's owner. */
  sendToAll: boolean;
  /** The requester's own company never receives its own request. */
  requesterCompanyId?: number;
}

/** The companies (and their RFQ contacts) a request for quote goes to; companies without such contacts drop out. */
export async function rfqRecipients(em: EntityManager, props: RfqRecipientsProps): Promise<RfqRecipient[]> {
  const rows = await em.execute<{ company_id: number; emails: string[] }[]>(
    `with target as (select id, company_id, part_number_norm from inventory_part where id = ?),
          holders as (
            select distinct p.company_id from inventory_part p, target t
             where (case when ? then p.part_number_norm = t.part_number_norm and not p.is_rfq_disabled
                         else p.id = t.id end))
     select h.company_id, array_agg(c.email order by c.position, c.id) as emails
       from holders h join contact c on c.company_id = h.company_id and c.is_active and not c.rfq_disabled
      where h.company_id is distinct from ?
      group by h.company_id order by h.company_id`,
    [props.partId, props.sendToAll, props.requesterCompanyId ?? null],
  );
  return rows.map((row) => ({ companyId: row.company_id, emails: row.emails }));
}
