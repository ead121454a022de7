import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectDocumentType, safeFileName } from './documentType.ts';

/** A zip of stored (uncompressed) entries: enough of an Office Open XML file for content detection. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const officeFile = (mainContentType: string, part: string) =>
  storedZip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainContentType}.main+xml"/></Types>`,
    [part]: '<document/>',
  });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);

describe('detectDocumentType', () => {
  it('knows PDF, JPEG, PNG, DOCX and XLSX by their bytes', async () => {
    expect(await detectDocumentType(Buffer.from('%PDF-1.7\n%%EOF\n'))).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
    });
    expect(await detectDocumentType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectDocumentType(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    const docx = officeFile(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'word/document.xml',
    );
    expect(await detectDocumentType(docx)).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    });
    const xlsx = officeFile(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xl/workbook.xml',
    );
    expect((await detectDocumentType(xlsx))?.ext).toBe('xlsx');
  });

  it('refuses executables, macro-enabled Office files, old binary Office files, plain zips and text', async () => {
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    const docm = officeFile('application/vnd.ms-word.document.macroEnabled', 'word/document.xml');
    // The OLE compound file header of .doc, .xls and .msi alike.
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    const zip = storedZip({ 'payload.exe': 'MZ' });
    for (const bytes of [
      exe,
      docm,
      ole,
      zip,
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.alloc(0),
    ]) {
      expect(await detectDocumentType(bytes)).toBeNull();
    }
  });
});

describe('safeFileName', () => {
  it('keeps the name without folders or control characters, with the extension of the detected type', () => {
    expect(safeFileName('invoice.pdf', 'pdf')).toBe('invoice.pdf');
    expect(safeFileName('scan.JPEG', 'jpg')).toBe('scan.JPEG');
    expect(safeFileName('C:\\Users\\me\\order.exe', 'pdf')).toBe('order.exe.pdf');
    expect(safeFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFileName('in\u202Egnp.exe', 'pdf')).toBe('ingnp.exe.pdf');
    expect(safeFileName('  ', 'pdf')).toBe('document.pdf');
    const long = safeFileName(`${'a'.repeat(300)}.txt`, 'pdf');
    expect([long.length, long.endsWith('.pdf')]).toEqual([255, true]);
  });
});
