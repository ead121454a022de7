import { describe, expect, it } from 'vitest';
import { docxBomb, docxOf, zipEntry, zipOf } from '../test/zipFiles.ts';
import { DOCUMENT_SAFETY_MESSAGES, documentProblem } from './documentSafety.ts';
import { detectDocumentType } from './documentType.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** What the complaint upload answers for these bytes: the detected type's problem, if any. */
async function problemOf(bytes: Buffer): Promise<string | null> {
  const type = await detectDocumentType(bytes);
  expect(type, 'the bytes pass as a document by their type').not.toBeNull();
  return documentProblem(bytes, type!.mime);
}

describe('documentProblem: Office files', () => {
  it('passes a Word file with a picture, deflated as Word writes it', async () => {
    const picture = zipEntry('word/media/image1.png', Buffer.alloc(200_000, 7));
    const docx = docxOf([picture]);
    expect((await detectDocumentType(docx))?.mime).toBe(DOCX);
    expect(await problemOf(docx)).toBeNull();
  });

  it('refuses the finding’s zip bomb: about 300 KB that declare 300 MB inflated', async () => {
    const bomb = docxBomb(300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(await problemOf(bomb)).toBe(DOCUMENT_SAFETY_MESSAGES.tooLarge);
  });

  it('refuses a bomb that declares a small size and inflates further', async () => {
    const liar = docxBomb(60, 1000);
    expect(await problemOf(liar)).toBe(DOCUMENT_SAFETY_MESSAGES.tooLarge);
  });

  it('refuses more than 1,000 parts and accepts 1,000', async () => {
    const parts = (count: number) =>
      Array.from({ length: count }, (_, index) => zipEntry(`word/media/p${index}.xml`, 'x', 0));
    expect(await problemOf(docxOf(parts(998)))).toBeNull();
    expect(await problemOf(docxOf(parts(999)))).toBe(DOCUMENT_SAFETY_MESSAGES.tooLarge);
  });

  it('refuses a damaged Office file', async () => {
    const docx = docxOf();
    // The end record cut off: the central directory cannot be found.
    expect(await problemOf(docx.subarray(0, docx.length - 22))).toBe(DOCUMENT_SAFETY_MESSAGES.unreadable);
    const broken = zipEntry('word/styles.xml', '<styles/>');
    broken.data = Buffer.from('not deflate data at all');
    expect(await problemOf(docxOf([broken]))).toBe(DOCUMENT_SAFETY_MESSAGES.unreadable);
  });
});

describe('documentProblem: web markup', () => {
  it('passes a plain PDF', async () => {
    expect(await problemOf(PDF)).toBeNull();
  });

  it('refuses PDF/HTML polyglots, wherever the markup is and in any case', async () => {
    const polyglots = [
      `%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n1 0 obj<<>>endobj\n%%EOF\n`,
      `%PDF-1.7\n%<!DOCTYPE html>\n1 0 obj<<>>endobj\n%%EOF\n`,
      `${PDF.toString('latin1')}\n<SCRIPT src="https://evil.example/x.js"></SCRIPT>\n`,
      `%PDF-1.4\n1 0 obj<</Title (<iframe src=x>)>>endobj\n%%EOF\n`,
      `%PDF-1.4\n<svg/onload=alert(1)>\n%%EOF\n`,
    ];
    for (const text of polyglots)
      expect(await problemOf(Buffer.from(text, 'latin1')), text).toBe(DOCUMENT_SAFETY_MESSAGES.webMarkup);
  });

  it('refuses an image or an Office file that carries a script', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await problemOf(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]))).toBe(
      DOCUMENT_SAFETY_MESSAGES.webMarkup,
    );
    const stored = zipEntry('word/page.html', '<html><body>hi</body></html>', 0);
    expect(await problemOf(docxOf([stored]))).toBe(DOCUMENT_SAFETY_MESSAGES.webMarkup);
  });

  it('does not mistake XML or words that merely start like a tag', async () => {
    const words = `%PDF-1.4\n1 0 obj<</Subject (<header> <bodywork> <html5-ready>)>>endobj\n%%EOF\n`;
    expect(await problemOf(Buffer.from(words, 'latin1'))).toBeNull();
    const zip = zipOf([zipEntry('[Content_Types].xml', '<Types/>', 0)]);
    expect(await documentProblem(zip, DOCX)).toBeNull();
  });
});
