import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { Faq, HelpVideo, MediaDocument } from '@tbs/db';
import { renderMeetingReportPdf } from '../../pdf/meetingReportPdf.ts';
import { type TestServer, useTestServer } from '../../test/server.ts';

let server: TestServer;
useTestServer((started) => (server = started));

const report = (year: number) => ({
  year,
  city: 'Amsterdam',
  date: `${year}-06-12`,
  attendees: 300,
  companies: 180,
  countries: 40,
  meetings: 1200,
  highlights: ['Speed meetings', 'Dinner on the canals'],
});

describe('GET /api/misc/helpVideos and /api/misc/faq', () => {
  it('answers the videos by id and the questions in their order, from the tables', async () => {
    const em = server.orm.em.fork();
    em.create(HelpVideo, {
      id: 902,
      title: 'How to search and save broadcasts',
      url: 'https://videos.example.com/search',
      embedUrl: 'https://videos.example.com/embed/search',
      category: 'Broadcasts',
    });
    em.create(HelpVideo, {
      id: 901,
      title: 'How to send broadcasts',
      url: 'https://videos.example.com/send',
      embedUrl: 'https://videos.example.com/embed/send',
      category: 'Broadcasts',
    });
    em.create(Faq, { id: 911, question: 'Second?', answer: 'Yes.', sortOrder: 2 });
    em.create(Faq, { id: 912, question: 'First?', answer: 'Indeed.', sortOrder: 1 });
    await em.flush();

    const videos = await server.request<{ payload: { id: number }[] }>('GET', '/api/misc/helpVideos');
    expect(videos.status).toBe(200);
    expect(videos.body.payload.filter((video) => video.id > 900)).toEqual([
      {
        id: 901,
        title: 'How to send broadcasts',
        url: 'https://videos.example.com/send',
        embedUrl: 'https://videos.example.com/embed/send',
        category: 'Broadcasts',
      },
      {
        id: 902,
        title: 'How to search and save broadcasts',
        url: 'https://videos.example.com/search',
        embedUrl: 'https://videos.example.com/embed/search',
        category: 'Broadcasts',
      },
    ]);

    const faq = await server.request<{ payload: { id: number }[] }>('GET', '/api/misc/faq');
    expect(faq.body.payload.filter((entry) => entry.id > 900)).toEqual([
      { id: 912, question: 'First?', answer: 'Indeed.' },
      { id: 911, question: 'Second?', answer: 'Yes.' },
    ]);
  });
});

describe('media kit documents', () => {
  it('lists the meeting reports newest first and every listed one downloads as a PDF', async () => {
    const em = server.orm.em.fork();
    for (const year of [2019, 2021]) {
      const content = await renderMeetingReportPdf(report(year));
      em.create(MediaDocument, {
        slug: `ebm-${year}`,
        title: `European Broker Meeting ${year}`,
        year,
        contentType: 'application/pdf',
        size: content.length,
        content,
      });
    }
    await em.flush();

    const list = await server.request<{ payload: { slug: string; url: string; size: number }[] }>(
      'GET',
      '/api/misc/documents',
    );
    expect(list.body.payload.map((doc) => doc.slug)).toEqual(['ebm-2021', 'ebm-2019']);
    expect(list.body.payload[0]).toEqual({
      slug: 'ebm-2021',
      title: 'European Broker Meeting 2021',
      year: 2021,
      contentType: 'application/pdf',
      size: expect.any(Number),
      url: '/api/misc/documents/ebm-2021',
    });

    for (const doc of list.body.payload) {
      const download = await fetch(`${server.url}${doc.url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${doc.slug}.pdf"`);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.length).toBe(doc.size);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('states the meeting, its figures and highlights in the report', async () => {
    const pdf = await renderMeetingReportPdf(report(2018));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      'European Broker Meeting 2018',
      'Amsterdam, 12 June 2018',
      'Attendees',
      '300',
      'One-to-one meetings',
      '1,200',
      'Dinner on the canals',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders the same report to the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderMeetingReportPdf(report(2015)),
      renderMeetingReportPdf(report(2015)),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('answers 404 for an unknown or malformed slug, never 500', async () => {
    for (const slug of ['ebm-1999', 'EBM-2019', '..%2F..%2Fetc%2Fpasswd', 'ebm%002019', 'x'.repeat(300)]) {
      const answer = await server.request('GET', `/api/misc/documents/${slug}`);
      expect(answer.status, slug).toBe(404);
    }
  });
});
