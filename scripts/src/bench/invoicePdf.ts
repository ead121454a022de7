/**
 * `npm run bench:invoice-pdf -- [--renders 200] [--warmup 20]`: the time to render an invoice PDF as the
 * download route does (api/src/pdf/invoicePdf.ts: pdfkit, the built-in Helvetica, compressed),
 * for a Dutch Plus invoice with the demo operator as seller. Renders one at a time in this process and prints
 * p50/p95/p99 and the size as markdown; checks every render gives the same bytes (deterministic PDFs).
 * No database: the route's two indexed lookups (the invoice by number, the operator setting) come on top.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { invoiceDocument, renderInvoicePdf, presentOperatorDetails } from '@tbs/api/commands';

const { values: args } = parseArgs({
  options: { renders: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' } },
});

const seller = presentOperatorDetails({
  legalName: 'TBS The Broker Site B.V.',
  postalAddress: ['Postbus 75123', '1070 AC Amsterdam', 'The Netherlands'],
  officeAddress: ['Keizersgracht 62', '1015 CS Amsterdam', 'The Netherlands'],
  bank: {
    bankName: 'ABN AMRO Bank N.V.',
    accountHolder: 'TBS The Broker Site B.V.',
    iban: 'NL91 ABNA 0417 1643 00',
    bic: 'ABNANL2A',
  },
  chamberOfCommerce: '34123456',
  vatNumber: 'NL001234567B01',
});

const doc = invoiceDocument(
  {
    invoiceNumber: 'TBS-2026-01234',
    invoiceDate: '2026-11-20',
    dueDate: '2026-12-05',
    datePaid: null,
    paymentStatus: null,
    account: 'Plus',
    total: '816.75',
    subtotal: '675.00',
    vatAmount: '141.75',
    vatLabel: 'VAT 21%',
    lines: [{ description: 'TBS Plus Membership (1 year)', unitCents: 67500, quantity: 1, cents: 67500 }],
    buyer: {
      name: 'Jan Jansen',
      company: 'Jansen Computer Trading B.V.',
      address: 'Damrak 1',
      zip: '1012 LG',
      city: 'Amsterdam',
      country: 'Netherlands',
      countryCode: 'NL',
      vat: 'NL123456789B01',
      taxIdLabel: 'VAT',
      email: 'jan@example.com',
    },
  },
  null,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const renders = Number(args.renders);
const first = await renderInvoicePdf(doc, seller);
for (let i = 0; i < Number(args.warmup); i++) await renderInvoicePdf(doc, seller);
const times: number[] = [];
let differing = 0;
for (let i = 0; i < renders; i++) {
  const t0 = performance.now();
  const pdf = await renderInvoicePdf(doc, seller);
  times.push(performance.now() - t0);
  if (Buffer.compare(pdf, first) !== 0) differing += 1;
}
times.sort((a, b) => a - b);
console.log('| Renders | p50 ms | p95 ms | p99 ms | max ms | Size | Identical bytes |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${renders} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${times.at(-1)!.toFixed(2)} | ${(first.length / 1024).toFixed(1)} KiB | ${differing === 0 ? 'yes' : `no (${differing} differ)`} |`,
);
if (differing) process.exitCode = 1;
