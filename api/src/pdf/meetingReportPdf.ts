import PDFDocument from 'pdfkit';

/** What a yearly European Broker Meeting report states. */
export interface MeetingReport {
  year: number;
  city: string;
  /** 'YYYY-MM-DD', the first day of the meeting (also the PDF's creation date). */
  date: string;
  attendees: number;
  companies: number;
  countries: number;
  meetings: number;
  highlights: readonly string[];
}

const MARGIN = 56;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/**
 * The PDF of a meeting report (pdfkit, A4, the built-in Helvetica: nothing read from disk). Deterministic: the
 * creation date is the meeting's date and pdfkit derives the file id from it, so the same report always gives
 * the same bytes.
 */
export function renderMeetingReportPdf(report: MeetingReport): Promise<Buffer> {
  const title = `European Broker Meeting ${report.year}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    info: {
      Title: `${title}: report`,
      Author: 'TBS',
      Subject: `${title} in ${report.city}`,
      Producer: 'TBS',
      Creator: 'TBS',
      CreationDate: new Date(`${report.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.rect(0, 0, PAGE_WIDTH, 120).fill('#1f4e79');
  pdf.fillColor('white').font('Helvetica-Bold').fontSize(24).text(title, MARGIN, 40);
  pdf
    .font('Helvetica')
    .fontSize(13)
    .text(`${report.city}, ${longDate(report.date)}`, MARGIN, 76);

  pdf.fillColor('#222222').font('Helvetica-Bold').fontSize(14).text('The meeting in figures', MARGIN, 160);
  const figures: [string, number][] = [
    ['Attendees', report.attendees],
    ['Companies', report.companies],
    ['Countries', report.countries],
    ['One-to-one meetings', report.meetings],
  ];
  let y = 190;
  pdf.font('Helvetica').fontSize(11);
  for (const [label, value] of figures) {
    pdf.text(label, MARGIN, y);
    pdf.text(value.toLocaleString('en-GB'), MARGIN + 200, y, { width: 100, align: 'right' });
    y += 18;
  }

  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Highlights', MARGIN, y + 20);
  pdf.font('Helvetica').fontSize(11).moveDown(0.5);
  pdf.list([...report.highlights], { width: CONTENT_WIDTH, bulletRadius: 2 });

  pdf
    .fontSize(9)
    .fillColor('#666666')
    .text(
      'The European Broker Meeting is the yearly meeting of the TBS members: the circular IT hardware trade.',
      MARGIN,
      760,
      { width: CONTENT_WIDTH, align: 'center' },
    );
  pdf.end();
  return done;
}

function longDate(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
