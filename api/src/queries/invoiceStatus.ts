import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '@tbs/db';
import type { SignedIn } from '../context.ts';
import type { InvoiceStatusFacts } from '../presenters/invoiceStatus.ts';

/** The latest invoice of the signed-in company and the company fields its blocking status is made of. */
export async function loadInvoiceStatusFacts(
  em: EntityManager,
  { contact, company }: SignedIn,
): Promise<InvoiceStatusFacts> {
  const invoice = await em.findOne(
    Invoice,
    { company: company.id },
    { orderBy: { invoiceDate: 'desc', id: 'desc' } },
  );
  return {
    invoice: invoice
      ? {
          account: invoice.account,
          dueDate: invoice.dueDate,
          paymentStatus: invoice.paymentStatus ?? null,
          forcePay: invoice.forcePay,
          link: invoice.link ?? null,
          invoiceNumber: invoice.invoiceNumber,
        }
      : null,
    contactName: contact.name,
    company: {
      freeTrialUntil: company.freeTrialUntil ?? null,
      memberSince: company.memberSince ?? null,
      customFullBlock: company.customFullBlock ?? null,
      modalMessage: company.modalMessage ?? null,
      noInvoiceReminders: company.noInvoiceReminders,
    },
  };
}
