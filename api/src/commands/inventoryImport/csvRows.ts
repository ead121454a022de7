import Papa from 'papaparse';

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

export type Delimiter = ',' | ';' | '\t';
type Newline = '\n' | '\r\n' | '\r';

/** Longest record kept while looking for its end: a quote that is never closed would swallow the file. */
const MAX_RECORD_CHARS = 1_000_000;

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

/** The line ending of the text: the first one found. */
function detectNewline(text: string): Newline {
  const at = text.search(/[\r\n]/);
  if (at < 0 || text[at] === '\n') return '\n';
  return text[at + 1] === '\n' ? '\r\n' : '\r';
}

/** Line breaks inside the (quoted) fields of a record. */
function lineBreaksIn(fields: readonly string[], lineBreak: string): number {
  let count = 0;
  for (const field of fields) {
    for (let at = field.indexOf(lineBreak); at >= 0; at = field.indexOf(lineBreak, at + 1)) count++;
  }
  return count;
}

/** Whether the head holds a whole first line (or enough text to decide without one). */
function headReady(head: string): boolean {
  const at = head.search(/[\r\n]/);
  return (at >= 0 && at < head.length - 1) || head.length > 65_536;
}

/**
 * Parses decoded text into CSV records with Papa Parse, streaming: the delimiter and line ending are
 * detected from the first line, records come in batches (one per text chunk) with the line each starts on.
 */
export function csvRows(onDelimiter?: (delimiter: Delimiter) => void) {
  return async function* (text: AsyncIterable<string>): AsyncGenerator<CsvRow[]> {
    let head = '';
    let parser: Papa.Parser | undefined;
    let newline: Newline = '\n';
    let partial = '';
    let line = 1;

    // Numbers the records: the next one starts after this one's line break and those inside its quotes.
    const numbered = (result: Papa.ParseResult<string[]>, quoted: boolean): CsvRow[] => {
      const lineBreak = newline === '\r' ? '\r' : '\n';
      const rows: CsvRow[] = [];
      for (const fields of result.data) {
        rows.push({ line, fields });
        line += 1;
        if (quoted) line += lineBreaksIn(fields, lineBreak);
      }
      for (const error of result.errors) {
        const row = error.row === undefined ? undefined : rows[error.row];
        if (row) row.error ??= error.message;
      }
      return rows;
    };

    const start = (sample: string) => {
      const firstLine = sample.split(/\r\n|\r|\n/, 1)[0] ?? '';
      const delimiter = detectDelimiter(firstLine);
      onDelimiter?.(delimiter);
      newline = detectNewline(sample);
      return new Papa.Parser({ delimiter, newline });
    };

    for await (const chunk of text) {
      let input: string;
      if (!parser) {
        head += chunk;
        if (!headReady(head)) continue;
        parser = start(head);
        input = head;
      } else input = partial + chunk;
      // The last record may continue in the next chunk: it is held back until then.
      const result = parser.parse(input, 0, true) as Papa.ParseResult<string[]>;
      partial = input.slice(result.meta.cursor);
      if (partial.length > MAX_RECORD_CHARS) {
        throw unclosedQuote(line);
      }
      if (result.data.length) yield numbered(result, input.includes('"'));
    }
    if (!parser) {
      if (!head) return;
      parser = start(head);
      partial = head;
    }
    const last = parser.parse(partial, 0, false) as Papa.ParseResult<string[]>;
    if (last.errors.some((error) => error.code === 'MissingQuotes')) {
      throw unclosedQuote(line);
    }
    if (last.data.length) yield numbered(last, partial.includes('"'));
  };
}
