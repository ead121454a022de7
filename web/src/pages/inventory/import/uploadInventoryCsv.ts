import { authHeaders, NO_ANSWER_STATUS } from '../../../api/client.ts';
import type { ApiBody, ImportReport, InventoryImportMode } from '../../../api/types.ts';

export type ImportBody = ApiBody<{ report: ImportReport }>;

export interface ImportOptions {
  mode: InventoryImportMode;
  dryRun: boolean;
}

export interface UploadListeners {
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  /** The whole file is sent; the server now imports it. */
  onUploaded: () => void;
}

export interface CsvUpload {
  /** The server's answer; like the api client it never rejects. */
  answer: Promise<ImportBody>;
  abort: () => void;
}

/** The path of POST /api/inventory/import with its mode and dry-run switch. */
export function importPath({ mode, dryRun }: ImportOptions): string {
  return `/api/inventory/import?${new URLSearchParams({ mode, dryRun: dryRun ? '1' : '0' })}`;
}

function bodyOf(xhr: XMLHttpRequest): ImportBody {
  try {
    return JSON.parse(xhr.responseText) as ImportBody;
  } catch {
    return { status: xhr.status || NO_ANSWER_STATUS, msg: xhr.statusText || 'The server did not answer.' };
  }
}

/**
 * POST the CSV file as the raw request body. XMLHttpRequest rather than fetch, because only it reports
 * upload progress; the file is streamed by the browser, never read into memory here.
 */
export function uploadInventoryCsv(
  file: File,
  options: ImportOptions,
  listeners: UploadListeners,
): CsvUpload {
  const xhr = new XMLHttpRequest();
  const answer = new Promise<ImportBody>((resolve) => {
    xhr.open('POST', importPath(options));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'text/csv');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) listeners.onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      listeners.onProgress(1);
      listeners.onUploaded();
    };
    xhr.onload = () => resolve(bodyOf(xhr));
    // A network failure and a file that changed on disk since it was chosen look the same here.
    xhr.onerror = () =>
      resolve({
        status: NO_ANSWER_STATUS,
        msg: 'The file could not be sent. Check your connection, and choose the file again if it changed since.',
      });
    xhr.onabort = () => resolve({ status: NO_ANSWER_STATUS, msg: 'The upload was cancelled.' });
    xhr.send(file);
  });
  return { answer, abort: () => xhr.abort() };
}
