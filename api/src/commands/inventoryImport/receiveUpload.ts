import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why an upload was not received whole. */
export type UploadFailure = 'tooLarge' | 'stalled' | 'interrupted';

export class UploadError extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure, message: string) {
    super(message);
    this.failure = failure;
    this.name = 'UploadError';
  }
}

export interface ReceiveUploadOptions {
  /** Bytes the upload may have; past them it stops with 'tooLarge'. */
  maxBytes: number;
  /** Time without a byte after which it stops with 'stalled'. */
  stallMs: number;
}

/** An upload on disk; `remove` deletes it. */
export interface ReceivedUpload {
  path: string;
  bytes: number;
  remove(): Promise<void>;
}

/** The folders of uploads of this process start so (tests look for leftovers by it). */
export const uploadFolderPrefix = () => join(tmpdir(), `tbs-import-${process.pid}-`);

/**
 * Streams a request body into a temp file (a folder of its own in os.tmpdir(), readable by this user only),
 * so that an import takes its database connection only once the whole file is in. Stops at `maxBytes`,
 * after `stallMs` without a byte, and when the client goes away, having removed the file; the request is
 * then left paused, for the caller to answer and close.
 */
export async function receiveUpload(
  request: IncomingMessage,
  options: ReceiveUploadOptions,
): Promise<ReceivedUpload> {
  const folder = await mkdtemp(uploadFolderPrefix());
  const path = join(folder, 'upload.csv');
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = (error?: UploadError) => {
        clearTimeout(stall);
        request.off('data', onData);
        request.off('end', onEnd);
        request.off('close', onClose);
        request.off('error', onClose);
        file.off('drain', onDrain);
        if (!error) return;
        request.pause();
        reject(error);
      };
      const stall = setTimeout(() => {
        const seconds = Math.round(options.stallMs / 1000);
        const duration = seconds === 1 ? '1 second' : `${seconds} seconds`;
        stop(new UploadError('stalled', `The upload stalled: nothing arrived for ${duration}.`));
      }, options.stallMs);
      const onData = (chunk: Buffer) => {
        stall.refresh();
        bytes += chunk.length;
        if (bytes > options.maxBytes) {
          stop(new UploadError('tooLarge', 'The file is too large.'));
          return;
        }
        if (!file.write(chunk)) request.pause();
      };
      const onDrain = () => {
        stall.refresh(); // the disk was slow, not the client
        request.resume();
      };
      const onEnd = () => {
        stop();
        file.end((error?: Error | null) => (error ? reject(error) : resolve()));
      };
      const onClose = () => {
        if (!request.complete) stop(new UploadError('interrupted', 'The upload was interrupted.'));
      };
      file.on('error', (error) => {
        stop();
        reject(error);
      });
      request.on('data', onData);
      request.on('end', onEnd);
      request.on('close', onClose);
      request.on('error', onClose);
      file.on('drain', onDrain);
      if (request.destroyed) onClose(); // gone while the folder was made
    });
  } catch (error) {
    file.destroy();
    await remove();
    throw error;
  }
  return { path, bytes, remove };
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the upload folders of api processes that are gone (killed mid-upload, so their own clean-up never
 * ran); an api process calls it at start. Returns how many it removed.
 */
export async function sweepAbandonedUploads(folder: string = tmpdir()): Promise<number> {
  const names = await readdir(folder);
  const abandoned = names.filter((name) => {
    const pid = /^tbs-import-(\d+)-/.exec(name)?.[1];
    return pid !== undefined && Number(pid) !== process.pid && !isRunning(Number(pid));
  });
  await Promise.all(abandoned.map((name) => rm(join(folder, name), { recursive: true, force: true })));
  return abandoned.length;
}
