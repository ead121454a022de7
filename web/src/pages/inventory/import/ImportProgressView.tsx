import type { ImportProgress } from './useCsvImport.ts';

/** The upload progress bar, the processing notice, or the reason an upload failed. */
export function ImportProgressView({ progress }: { progress: ImportProgress }) {
  if (progress.phase === 'uploading') {
    const percent = Math.round(progress.fraction * 100);
    return (
      <div className="import-progress" data-testid="import-progress">
        <progress max={100} value={percent} aria-label="Upload progress" />
        <span>Uploading… {percent} %</span>
      </div>
    );
  }
  if (progress.phase === 'processing') {
    return (
      <div className="import-progress" data-testid="import-processing">
        <progress aria-label="Importing" />
        <span>Importing your file…</span>
      </div>
    );
  }
  if (progress.phase === 'failed') {
    return (
      <p className="parts-message" role="alert" data-testid="import-failed">
        The file could not be imported. Reason: {progress.message}
      </p>
    );
  }
  return null;
}
