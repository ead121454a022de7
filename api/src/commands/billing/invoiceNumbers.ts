import type { EntityManager } from '@mikro-orm/postgresql';
import { formatInvoiceNumber } from '@tbs/rules';

/**
 * The next invoice number of a year (TBS-2026-00001), gapless and never reused: the year's counter row is
 * incremented by an upsert, which holds its row lock until the calling transaction ends. A second payment
 * completing at the same moment waits for the first to commit and then takes the next number; a transaction
 * that rolls back rolls its increment back with it, so no number is skipped. Call it only inside the
 * transaction that inserts the invoice. A year's first number follows the highest of that year already
 * given (invoices loaded without the counter: the demo seed, an import), so no number is given twice.
 */
export async function nextInvoiceNumber(em: EntityManager, year: number): Promise<string> {
  if (!em.isInTransaction())
    throw new Error('nextInvoiceNumber must run in the transaction that inserts the invoice');
  const [row] = await em.execute<{ last: number }[]>(
    `insert into invoice_number_counter (year, last)
     values (?, 1 + coalesce((select max(split_part(invoice_number, '-', 3)::int) from invoice
                              where invoice_number ~ ?), 0))
     on conflict (year) do update set last = invoice_number_counter.last + 1
     returning last`,
    [year, `^TBS-${year}-[0-9]{1,9}$`],
  );
  return formatInvoiceNumber(year, row!.last);
}
