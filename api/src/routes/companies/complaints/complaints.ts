import type { Middleware } from 'koa';
import { Company } from '@tbs/db';
import { enqueueMail } from '@tbs/contracts';
import { COMPLAINT_FILE_FIELDS } from '@tbs/rules/forms';
import { fileComplaint, type ComplaintDocument } from '../../../commands/complaints.ts';
import type { AppContextExtras, AppState, RouteContext } from '../../../context.ts';
import { AuthorizationError, NotFoundError, ValidationError, type FieldError } from '../../../errors.ts';
import { complaintMail } from '../../../mail/complaintMail.ts';
import { operatorInbox } from '../../../mail/contactMessageMail.ts';
import { contactKey, limitRequests } from '../../../middlewares/rateLimit.ts';
import { canFileComplaintAgainst } from '../../../policies/company.ts';
import { okPayload } from '../../../respond.ts';
import type { ApiRouter } from '../../../router.ts';
import { documentProblem } from '../../../uploads/documentSafety.ts';
import { detectDocumentType, DOCUMENT_TYPE_MESSAGE, safeFileName } from '../../../uploads/documentType.ts';
import { multipartFiles, receivedFiles, type UploadedFile } from '../../../uploads/multipartFiles.ts';
import { MAX_ID } from '../../../validation/fields.ts';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXT_FIELDS,
  ComplaintAnswer,
  ComplaintFormSchema,
  MAX_COMPLAINT_FIELD_BYTES,
  MAX_COMPLAINT_FILE_BYTES,
} from './schema.ts';
import { CompanyIdParams } from '../schema.ts';

/**
 * Before a byte of the upload is read: the company must exist, be active and not be the member's own, so a
 * refused complaint costs no 20 MB of memory. (The path is validated again with the other input after.)
 */
const complaintTarget: Middleware<AppState, AppContextExtras> = async (ctx, next) => {
  const { id } = (ctx as RouteContext).params;
  const companyId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  const company =
    companyId >= 1 && companyId <= MAX_ID
      ? await ctx.state.em.findOne(Company, { id: companyId, isActive: true })
      : null;
  if (!company) throw NotFoundError(COMPLAINT_MESSAGES.notFound);
  if (!canFileComplaintAgainst(ctx.state.auth!, company.id))
    throw AuthorizationError(COMPLAINT_MESSAGES.ownCompany);
  await next();
};

/**
 * Checks the purchase order and invoice by their bytes (type, zip bombs, web markup); a 400 naming each
 * missing or refused file.
 */
async function complaintDocuments(files: Map<string, UploadedFile>): Promise<ComplaintDocument[]> {
  const errors: FieldError[] = [];
  const documents: ComplaintDocument[] = [];
  for (const kind of COMPLAINT_FILE_FIELDS) {
    const file = files.get(kind);
    if (!file) {
      errors.push({ param: kind, msg: COMPLAINT_MESSAGES.fileRequired });
      continue;
    }
    if (file.size === 0) {
      errors.push({ param: kind, msg: COMPLAINT_MESSAGES.fileEmpty });
      continue;
    }
    const type = await detectDocumentType(file.buffer);
    if (!type) {
      errors.push({ param: kind, msg: DOCUMENT_TYPE_MESSAGE });
      continue;
    }
    const problem = await documentProblem(file.buffer, type.mime);
    if (problem) {
      errors.push({ param: kind, msg: problem });
      continue;
    }
    documents.push({
      kind,
      fileName: safeFileName(file.originalName, type.ext),
      mimeType: type.mime,
      content: file.buffer,
    });
  }
  if (errors.length) throw ValidationError(errors);
  return documents;
}

/** POST /api/companies/{id}/actions/logComplaint: a complaint with its purchase order and invoice. */
export function complaintRoutes(api: ApiRouter): void {
  api.route({
    method: 'post',
    path: '/api/companies/:id/actions/logComplaint',
    tags: ['companies'],
    access: 'member',
    summary:
      'File a complaint against a company (multipart/form-data: the fields below plus files po and invoice)',
    description:
      'Sent as multipart/form-data: complaintTitle, transactionDate (dd/mm/yyyy, not in the future), body ' +
      '(description), resolution, and the files `po` (purchase order) and `invoice`, all required. Files are ' +
      'checked by content: PDF, JPEG, PNG, DOCX or XLSX, at most 10 MB each; a file of any other type is 400, ' +
      'and so is a DOCX or XLSX that unpacks to more than 50 MB or has more than 1,000 parts, and a file ' +
      'holding web page markup (HTML or script: a PDF/HTML polyglot). ' +
      'Members only (service-only members too), never against their own company (403); 404 for an unknown or ' +
      'inactive company. The complaint waits for staff review and has no effect on any tier until staff ' +
      "accept it; an accepted complaint withholds the company's Trusted/Gold/Diamond tier until staff solve " +
      'or reject it. Staff are notified by mail; the filer and the company are mailed when staff accept or ' +
      'reject it. Limited per contact (20 a day; 429).',
    use: [
      limitRequests('complaint', contactKey),
      complaintTarget,
      multipartFiles({
        files: COMPLAINT_FILE_FIELDS,
        fields: COMPLAINT_TEXT_FIELDS,
        maxFileBytes: MAX_COMPLAINT_FILE_BYTES,
        maxFieldBytes: MAX_COMPLAINT_FIELD_BYTES,
      }),
    ],
    schemas: { params: CompanyIdParams, body: ComplaintFormSchema },
    files: COMPLAINT_FILE_FIELDS,
    response: ComplaintAnswer,
    handler: async (ctx) => {
      const { em } = ctx.state;
      const { auth, services } = ctx;
      const companyId = ctx.input.params.id;
      const form = ctx.input.body;
      if (form.companyId !== undefined && form.companyId !== companyId)
        throw ValidationError([{ param: 'companyId', msg: COMPLAINT_MESSAGES.companyMismatch }]);
      const documents = await complaintDocuments(receivedFiles(ctx));
      const company = await em.findOne(Company, { id: companyId, isActive: true });
      if (!company) throw NotFoundError(COMPLAINT_MESSAGES.notFound);
      const complaintId = await fileComplaint(em, {
        companyId,
        filedByContactId: auth.contact.id,
        title: form.complaintTitle,
        transactionDate: form.transactionDate,
        body: form.body,
        resolution: form.resolution,
        documents,
      });
      // Committed: now staff may hear of it. Without an operator address the complaint still stands (staff
      // list the complaints to review with the CLI); the member's complaint is never lost to a configuration gap.
      const to = await operatorInbox(em, ctx.services.settings);
      if (to) {
        // A mail that cannot be queued must not make the member file the complaint twice: logged for staff.
        await enqueueMail(
          services.mailQueue,
          complaintMail({
            to,
            complaintId,
            company: { id: company.id, name: company.name },
            filedBy: {
              contactId: auth.contact.id,
              name: auth.contact.name,
              email: auth.contact.email,
              companyId: auth.company.id,
              companyName: auth.company.name,
            },
            title: form.complaintTitle,
            transactionDate: form.transactionDate,
            body: form.body,
            resolution: form.resolution,
            files: documents.map((document) => ({
              kind: document.kind,
              fileName: document.fileName,
              mimeType: document.mimeType,
              size: document.content.length,
            })),
          }),
        ).catch((error: unknown) =>
          ctx.state.log.error({ err: error, complaintId }, 'complaint filed but its staff mail not queued'),
        );
      } else {
        ctx.state.log.warn(
          { complaintId },
          'complaint filed but no operator address (SUPPORT_EMAIL or a staff contact) to notify',
        );
      }
      return okPayload({ msg: COMPLAINT_MESSAGES.sent, complaintId });
    },
  });
}
