import { authHeaders } from '../../api/client.ts';

/** The formats the member badge downloads in. */
export type MemberBadgeFormat = 'png' | 'svg';

/** Where the signed-in company's member badge is drawn (GET /api/companies/me/memberBadge). */
export const memberBadgePath = (format: MemberBadgeFormat) =>
  `/api/companies/me/memberBadge?format=${format}`;

const FILE_NAME = /filename="([^"]+)"/;

/** The file name the server gives a download, or the fallback. */
export function downloadFileName(contentDisposition: string | null, fallback: string): string {
  return FILE_NAME.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Only a paying member's company has a member badge: it states the year its membership started. */
export const hasMemberBadge = (company: { memberSince?: string | null }) => Boolean(company.memberSince);

/**
 * The member badge's bytes and file name (the bearer token goes in a header, so the browser cannot follow a
 * plain link); null when it could not be had.
 */
export async function fetchMemberBadge(
  format: MemberBadgeFormat,
): Promise<{ blob: Blob; name: string } | null> {
  try {
    const response = await fetch(memberBadgePath(format), { headers: authHeaders() });
    if (!response.ok) return null;
    const name = downloadFileName(response.headers.get('Content-Disposition'), `tbs-member-badge.${format}`);
    return { blob: await response.blob(), name };
  } catch {
    return null;
  }
}

/** Saves a fetched file under its name, as a download of the browser. */
export function saveFile({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
