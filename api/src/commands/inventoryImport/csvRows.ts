import { finished } from 'node:stream/promises';
import { CsvError, parse, type InfoRecord, type Parser } from 'csv-parse';
import { parse as parseRecords } from 'csv-parse/sync';

/** One record of the file: the physical line it starts on (header = 1), its fields, a parse problem. */
export interface CsvRow {
  line: number;
  fields: string[];
  /** Set when the quotes of the record are malformed; its fields are then a best guess. */
  error?: string;
}

/** A problem that stops reading the file: nothing is imported. */
export class CsvFileError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
    this.name = 'CsvFileError';
  }
}

const unclosedQuote = (line: number) =>
  new CsvFileError(line, `Line ${line}: a quoted field is never closed, so the file cannot be read.`);

const lineTooLong = (line: number) =>
  new CsvFileError(
    line,
    `Line ${line} is longer than 1 MB, so the file cannot be read: each part must be on a line of its own.`,
  );

export type Delimiter = ',' | ';' | '\t';

/**
 * Longest record (bytes of UTF-8) kept while looking for its end: a file without line breaks, or a quote
 * that is never closed, would otherwise be held whole.
 */
const MAX_RECORD_BYTES = 1_000_000;

/** The delimiter of the first line: the most frequent of comma, semicolon and tab outside quotes. */
export function detectDelimiter(firstLine: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  const best = (Object.entries(counts) as [Delimiter, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ',';
}

/** Whether the head holds a whole first line (or enough text to decide without one). */
function headReady(head: string): boolean {
  const at = head.search(/[\r\n]/);
  return (at >= 0 && at < head.length - 1) || head.length > 65_536;
}

/** Line breaks inside the (quoted) fields of a record. */
function lineBreaksIn(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) count += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  return count;
}

/**
 * Whether relaxed reading may have hidden text after a closing quote: it then keeps both quotes in the
 * field (`"bad"x` reads as `"bad"x`), which looks the same as a field quoted properly (`"""bad""x"`).
 */
const mayHideClosingQuote = (field: string) => field.charCodeAt(0) === 34 && field.indexOf('"', 1) > 0;

/** The bytes given to the parser from the record in progress on, to read a doubtful record again. */
class WrittenBytes {
  private chunks: Buffer[] = [];
  /** Byte offset in the text of the first chunk kept. */
  private offset = 0;

  add(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  /** Bytes `start` to `end` of the text, from the chunks kept. */
  slice(start: number, end: number): Buffer {
    const parts: Buffer[] = [];
    let offset = this.offset;
    for (const chunk of this.chunks) {
      const from = Math.max(start - offset, 0);
      const to = Math.min(end - offset, chunk.length);
      if (from < to) parts.push(chunk.subarray(from, to));
      offset += chunk.length;
    }
    return Buffer.concat(parts);
  }

  /** Forgets the chunks that end before `offset`. */
  forgetBefore(offset: number): void {
    while (this.chunks.length && this.offset + this.chunks[0]!.length <= offset) {
      this.offset += this.chunks.shift()!.length;
    }
  }
}

/**
 * Records of a CSV text with csv-parse, numbered by the physical line they start on. Reading is relaxed so
 * that an inch mark in an unquoted field (`3.5" disk`) is text; a record with text after a closing quote is
 * read again strictly and marked with the error.
 */
class CsvRecordReader {
  private readonly delimiter: Delimiter;
  private readonly parser: Parser;
  private readonly ended: Promise<void>;
  private readonly written = new WrittenBytes();
  private rows: CsvRow[] = [];
  /** The line the next record starts on. */
  private line = 1;
  /** csv-parse's line count at the last record (it counts a CRLF inside quotes twice). */
  private parserLines = 0;
  /** The byte offset the next record starts at. */
  private start = 0;

  constructor(delimiter: Delimiter) {
    this.delimiter = delimiter;
    this.parser = parse({
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_BYTES,
      // Records are taken as they are parsed, so each write yields the records it completed.
      on_record: (fields: string[], info: InfoRecord) => {
        this.take(fields, info);
        return null;
      },
    });
    this.parser.resume(); // nothing reaches the readable side but its end
    this.ended = finished(this.parser);
    this.ended.catch(() => undefined); // an error while writing is read from `parser.errored`
  }

  /** The records the text completes. */
  write(text: string): CsvRow[] {
    const bytes = Buffer.from(text);
    this.written.add(bytes);
    this.parser.write(bytes);
    if (this.parser.errored) throw this.fileError(this.parser.errored);
    this.written.forgetBefore(this.start);
    return this.taken();
  }

  /** The last records, once the text has ended. */
  async end(): Promise<CsvRow[]> {
    this.parser.end();
    await this.ended.catch((error: unknown) => {
      throw this.fileError(error);
    });
    return this.taken();
  }

  destroy(): void {
    this.parser.destroy();
  }

  private take(fields: string[], info: InfoRecord): void {
    const row: CsvRow = { line: this.line, fields };
    if (fields.some(mayHideClosingQuote)) {
      const error = this.closingQuoteError(this.written.slice(this.start, info.bytes));
      if (error) row.error = error;
    }
    this.rows.push(row);
    this.line += info.lines - this.parserLines === 1 ? 1 : 1 + lineBreaksIn(fields);
    this.parserLines = info.lines;
    this.start = info.bytes;
  }

  /** The first quoted field of a record that goes on after its closing quote, read strictly. */
  private closingQuoteError(record: Buffer): string | undefined {
    let error: string | undefined;
    parseRecords(record, {
      delimiter: this.delimiter,
      record_delimiter: this.parser.options.record_delimiter,
      relax_column_count: true,
      skip_records_with_error: true,
      on_skip: (problem) => {
        if (problem?.code === 'CSV_INVALID_CLOSING_QUOTE' && error === undefined) {
          const field = Number(problem.column) + 1;
          error = `Invalid Closing Quote: field ${field} goes on after its closing quote; inside a quoted field, write a quote as ""`;
        }
        return undefined;
      },
    });
    return error;
  }

  private taken(): CsvRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  private fileError(error: unknown): unknown {
    if (!(error instanceof CsvError)) return error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return unclosedQuote(this.line);
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      // csv-parse's state is not in its types; `quoting` is set while inside a quoted field.
      const { quoting } = (this.parser as unknown as { state: { quoting: boolean } }).state;
      return quoting ? unclosedQuote(this.line) : lineTooLong(this.line);
    }
    return new CsvFileError(this.line, `Line ${this.line}: ${error.message}`);
  }
}

/**
 * Parses decoded text into CSV records with csv-parse, streaming: the delimiter is detected from the first
 * line, records come in batches (one per text chunk) with the line each starts on.
 */
export function csvRows(onDelimiter?: (delimiter: Delimiter) => void) {
  const start = (head: string) => {
    const delimiter = detectDelimiter(head.split(/\r\n|\r|\n/, 1)[0] ?? '');
    onDelimiter?.(delimiter);
    return new CsvRecordReader(delimiter);
  };
  return async function* (text: AsyncIterable<string>): AsyncGenerator<CsvRow[]> {
    let head = '';
    let reader: CsvRecordReader | undefined;
    try {
      for await (const chunk of text) {
        let rows: CsvRow[];
        if (reader) rows = reader.write(chunk);
        else {
          head += chunk;
          if (!headReady(head)) continue;
          reader = start(head);
          rows = reader.write(head);
        }
        if (rows.length) yield rows;
      }
      let rows: CsvRow[] = [];
      if (!reader) {
        if (!head) return;
        reader = start(head);
        rows = reader.write(head);
      }
      rows = rows.concat(await reader.end());
      if (rows.length) yield rows;
    } finally {
      reader?.destroy();
    }
  };
}
