import { useId, useState, type FormEvent } from 'react';
import type { InventoryImportMode } from '../../../api/types.ts';
import { ImportProgressView } from './ImportProgressView.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import { useCsvImport } from './useCsvImport.ts';

interface CsvImportProps {
  /** The card's element id (links point to it). */
  id?: string;
  /** A real (not dry-run) import changed the inventory. */
  onImported: () => void;
}

/** Upload a CSV export: merge or replace, optionally as a check only, with progress and report. */
export function CsvImport({ id, onImported }: CsvImportProps) {
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input: after a real import its file is done with (a dry run keeps it).
  const [fileInputRound, setFileInputRound] = useState(0);
  const csvImport = useCsvImport(() => {
    setFile(null);
    setFileInputRound((round) => round + 1);
    onImported();
  });
  const [mode, setMode] = useState<InventoryImportMode>('merge');
  const [dryRun, setDryRun] = useState(false);
  const fileId = useId();
  const modeId = useId();
  const noFileId = useId();
  const { progress, busy } = csvImport;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !busy) csvImport.start(file, { mode, dryRun });
  };

  return (
    <section id={id} className="card inventory-import" data-testid="inventory-import">
      <h2>Upload a file</h2>
      <p className="muted">
        A CSV file with the columns part number, manufacturer, description, quantity, condition and price;
        comma, semicolon or tab separated, with a header line.
      </p>
      <form className="inventory-import-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={fileId}>CSV file</label>
          <input
            key={fileInputRound}
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="import-file"
          />
        </div>
        <div className="field">
          <label htmlFor={modeId}>Mode</label>
          <select
            id={modeId}
            value={mode}
            disabled={busy}
            onChange={(event) => setMode(event.target.value === 'replace' ? 'replace' : 'merge')}
            data-testid="import-mode"
          >
            <option value="merge">Merge: add and update</option>
            <option value="replace">Replace: the file becomes my whole inventory</option>
          </select>
        </div>
        {mode === 'replace' && (
          <p className="warning" data-testid="import-replace-warning">
            Replace deletes every part of your inventory that is not in the file. Use it only with a complete
            export of your stock. A part whose line is rejected is kept as it was.
          </p>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={dryRun}
            disabled={busy}
            onChange={(event) => setDryRun(event.target.checked)}
            data-testid="import-dry-run"
          />
          Check only (dry run): report what would change, change nothing
        </label>
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!file || busy}
            aria-describedby={!file ? noFileId : undefined}
            data-testid="import-submit"
          >
            {dryRun ? 'Check file' : 'Upload'}
          </button>
          {!file && !busy && (
            <span id={noFileId} className="muted">
              Choose a CSV file first.
            </span>
          )}
          {progress.phase === 'uploading' && (
            <button type="button" className="button" onClick={csvImport.cancel}>
              Cancel upload
            </button>
          )}
        </div>
      </form>
      <ImportProgressView progress={progress} />
      {progress.phase === 'reported' && (
        <ImportReportView report={progress.report} refusal={progress.refusal} />
      )}
    </section>
  );
}
