import { useId, useState, type ChangeEvent } from 'react';
import type { ApiBody } from '../../../api/types.ts';
import { Modal } from '../../../modals/Modal.tsx';
import { notifyError } from '../../../stores/snackbars.ts';
import { isAcceptedFile, preparePicture, type PictureRule, type PreparedPicture } from './pictureFiles.ts';

interface PictureUploadModalProps {
  title: string;
  /** One line under the file input: what is taken and how it is shrunk. */
  hint: string;
  rule: PictureRule;
  /** Send a PNG as PNG (logos) instead of JPEG quality 0.9. */
  keepPng?: boolean;
  upload: (dataUrl: string) => Promise<ApiBody<unknown>>;
  /** The spec's snackbar title and closing sentence when the upload fails. */
  failureTitle: string;
  failureAdvice: string;
  onClose: () => void;
  testId: string;
}

/**
 * Choose, preview and upload a picture: the file is shrunk in the browser to the rule's box (the preview shows
 * exactly what is sent), Upload stays disabled until an image is ready, and the page reloads after a successful
 * upload (spec part 1 section 4). A failure keeps the modal open with the spec's snackbar.
 */
export function PictureUploadModal(props: PictureUploadModalProps) {
  const { title, hint, rule, keepPng = false, upload, failureTitle, failureAdvice, onClose, testId } = props;
  const [prepared, setPrepared] = useState<PreparedPicture | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPrepared(null);
    setFileError(null);
    if (!file) return;
    if (!isAcceptedFile(file, rule)) {
      setFileError(rule.wrongFile);
      return;
    }
    setPreparing(true);
    try {
      setPrepared(await preparePicture(file, rule, keepPng));
    } catch {
      setFileError('This file could not be read as an image. Please choose another one.');
    } finally {
      setPreparing(false);
    }
  }

  async function send() {
    if (!prepared) return;
    setBusy(true);
    const answer = await upload(prepared.dataUrl);
    if (answer.status === 200) {
      window.location.reload();
      return;
    }
    setBusy(false);
    notifyError(failureTitle, [answer.msg, failureAdvice].filter(Boolean).join(' '));
  }

  return (
    <Modal title={title} onClose={busy ? undefined : onClose} testId={testId}>
      <div className="field">
        <label htmlFor={inputId}>Choose an image</label>
        <input
          id={inputId}
          type="file"
          accept={rule.accept}
          onChange={(event) => void choose(event)}
          disabled={busy}
          data-testid={`${testId}-file`}
          aria-describedby={`${testId}-hint`}
          aria-invalid={fileError ? true : undefined}
        />
      </div>
      <p className="muted" id={`${testId}-hint`}>
        {hint}
      </p>
      {fileError && (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {fileError}
        </p>
      )}
      {preparing && <p className="muted">Preparing the preview...</p>}
      {prepared && (
        <figure className="picture-preview" data-testid={`${testId}-preview`}>
          <img src={prepared.dataUrl} alt="Preview" width={prepared.width} height={prepared.height} />
          <figcaption className="muted">
            {prepared.width} x {prepared.height} pixels
          </figcaption>
        </figure>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void send()}
          disabled={!prepared || busy}
          data-testid={`${testId}-upload`}
        >
          {busy ? 'Uploading...' : 'Upload'}
        </button>
      </div>
    </Modal>
  );
}
