import type { EntityManager } from '@mikro-orm/postgresql';
import { Complaint, ComplaintFile } from '@tbs/db';
import type { ComplaintFileField } from '@tbs/rules/forms';
import type { DocumentMime } from '../uploads/documentType.ts';

/** A checked complaint file: the detected type (never the client's), a safe name and the bytes. */
export interface ComplaintDocument {
  kind: ComplaintFileField;
  fileName: string;
  mimeType: DocumentMime;
  content: Buffer;
}

/** What a member files against a company (spec part 2 section 3), already validated. */
export interface FileComplaintProps {
  companyId: number;
  filedByContactId: number;
  title: string;
  /** ISO date (yyyy-mm-dd). */
  transactionDate: string;
  body: string;
  resolution: string;
  documents: ComplaintDocument[];
}

/**
 * Files a complaint with its purchase order and invoice in one transaction: the complaint and both files are
 * stored together or not at all. The complaint waits for staff review ('pending') and withholds no tier until
 * staff accept it (complaintDecisions.ts): one member's complaint cannot take a competitor's tier away.
 * Returns the complaint's id.
 */
export async function fileComplaint(em: EntityManager, props: FileComplaintProps): Promise<number> {
  return em.transactional(async (tx) => {
    const complaint = tx.create(Complaint, {
      company: props.companyId,
      filedBy: props.filedByContactId,
      title: props.title,
      transactionDate: props.transactionDate,
      body: props.body,
      resolution: props.resolution,
      status: 'pending',
    });
    for (const document of props.documents) {
      tx.create(ComplaintFile, {
        complaint,
        kind: document.kind,
        fileName: document.fileName,
        mimeType: document.mimeType,
        size: document.content.length,
        content: document.content,
      });
    }
    await tx.flush();
    return complaint.id;
  });
}
