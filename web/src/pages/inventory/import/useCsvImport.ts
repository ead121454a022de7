import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccess } from '../../../api/apiError.ts';
import type { ImportReport } from '../../../api/types.ts';
import { uploadInventoryCsv, type CsvUpload, type ImportOptions } from './uploadInventoryCsv.ts';

/** Where an import is: sending the file, waiting for the server's import, or done. */
export type ImportProgress =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'processing' }
  /** `refusal` is the server's message when no row could be imported (400 with a report). */
  | { phase: 'reported'; report: ImportReport; refusal: string | null }
  | { phase: 'failed'; message: string };

export interface CsvImport {
  progress: ImportProgress;
  busy: boolean;
  start: (file: File, options: ImportOptions) => void;
  cancel: () => void;
}

/** One CSV upload at a time, with its progress and report; `onImported` after a real (not dry) import. */
export function useCsvImport(onImported: () => void): CsvImport {
  const [progress, setProgress] = useState<ImportProgress>({ phase: 'idle' });
  const upload = useRef<CsvUpload | null>(null);
  const importedRef = useRef(onImported);
  useEffect(() => {
    importedRef.current = onImported;
  }, [onImported]);

  useEffect(() => () => upload.current?.abort(), []);

  const start = useCallback((file: File, options: ImportOptions) => {
    upload.current?.abort();
    setProgress({ phase: 'uploading', fraction: 0 });
    const current = uploadInventoryCsv(file, options, {
      onProgress: (fraction) => setProgress({ phase: 'uploading', fraction }),
      onUploaded: () => setProgress({ phase: 'processing' }),
    });
    upload.current = current;
    void current.answer.then((body) => {
      if (upload.current !== current) return;
      upload.current = null;
      const report = body.payload?.report;
      if (!report) {
        setProgress({ phase: 'failed', message: body.msg ?? 'The file could not be imported.' });
        return;
      }
      const imported = isSuccess(body);
      setProgress({ phase: 'reported', report, refusal: imported ? null : (body.msg ?? null) });
      if (imported && !report.dryRun) importedRef.current();
    });
  }, []);

  const cancel = useCallback(() => upload.current?.abort(), []);

  return {
    progress,
    busy: progress.phase === 'uploading' || progress.phase === 'processing',
    start,
    cancel,
  };
}
