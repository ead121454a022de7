import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { receiveUpload, sweepAbandonedUploads, uploadFolderPrefix, UploadError } from './receiveUpload.ts';

/** A request body the test writes into; `complete` as Node sets it once the body ended. */
function body(): PassThrough & { complete: boolean } {
  const stream = Object.assign(new PassThrough(), { complete: false });
  stream.on('end', () => (stream.complete = true));
  return stream;
}

const asRequest = (stream: PassThrough) => stream as unknown as IncomingMessage;

const uploadFolders = async () =>
  (await readdir(dirname(uploadFolderPrefix()))).filter((name) =>
    name.startsWith(basename(uploadFolderPrefix())),
  );

describe('receiveUpload', () => {
  it('writes the whole body into a temp file that remove() deletes', async () => {
    const request = body();
    const receiving = receiveUpload(asRequest(request), { maxBytes: 100, stallMs: 10_000 });
    request.write('PN,Brand\n');
    request.end('A1,HPE\n');
    const upload = await receiving;
    expect(upload.bytes).toBe(16);
    expect(await readFile(upload.path, 'utf8')).toBe('PN,Brand\nA1,HPE\n');
    await upload.remove();
    expect(await uploadFolders()).toEqual([]);
  });

  it('stops past maxBytes while the body is still coming, and removes what it wrote', async () => {
    const request = body();
    const receiving = receiveUpload(asRequest(request), { maxBytes: 10, stallMs: 10_000 });
    request.write('PN,Brand\n');
    request.write('A1,HPE\n');
    await expect(receiving).rejects.toEqual(new UploadError('tooLarge', 'The file is too large.'));
    expect(await uploadFolders()).toEqual([]);
  });

  it('stops when nothing arrives for stallMs, and removes what it wrote', async () => {
    const request = body();
    const receiving = receiveUpload(asRequest(request), { maxBytes: 100, stallMs: 50 });
    request.write('PN,Brand\n');
    await expect(receiving).rejects.toMatchObject({ failure: 'stalled' });
    expect(await uploadFolders()).toEqual([]);
  });

  it('stops when the client goes away', async () => {
    const request = body();
    const receiving = receiveUpload(asRequest(request), { maxBytes: 100, stallMs: 10_000 });
    request.write('PN,Brand\n');
    request.destroy();
    await expect(receiving).rejects.toMatchObject({ failure: 'interrupted' });
    expect(await uploadFolders()).toEqual([]);
  });
});

describe('sweepAbandonedUploads', () => {
  it("removes the upload folders of processes that are gone and keeps a running process's", async () => {
    const root = await mkdtemp(join(tmpdir(), 'tbs-sweep-test-'));
    // A pid far above any Linux pid_max is never running.
    const gone = join(root, 'tbs-import-99999999-abc');
    const ours = join(root, `tbs-import-${process.pid}-def`);
    const other = join(root, 'something-else');
    for (const folder of [gone, ours, other]) await mkdir(folder);

    expect(await sweepAbandonedUploads(root)).toBe(1);
    expect((await readdir(root)).sort()).toEqual([basename(ours), basename(other)].sort());
    await rm(root, { recursive: true, force: true });
  });
});
