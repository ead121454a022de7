import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredImageKind } from '@tbs/db';
import { largeProfilePictureUrl, logoUrl, profilePictureUrl } from '../images/imageUrls.ts';
import type { EncodedImage } from '../images/reencode.ts';

/** The addresses of a contact's profile picture after a change (null after a removal). */
export interface ProfilePictureUrls {
  profilePic: string | null;
  profilePicLarge: string | null;
}

type Owner = { contactId: number } | { companyId: number };

/** Inserts one re-encoded image of an owner; its id (the version in its address). */
async function insertImage(
  tx: EntityManager,
  owner: Owner,
  kind: StoredImageKind,
  image: EncodedImage,
): Promise<number> {
  const [row] = await tx.execute<{ id: number }[]>(
    `insert into stored_image (kind, contact_id, company_id, mime_type, width, height, size, content)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      kind,
      'contactId' in owner ? owner.contactId : null,
      'companyId' in owner ? owner.companyId : null,
      image.mimeType,
      image.width,
      image.height,
      image.content.length,
      image.content,
    ],
  );
  return row!.id;
}

/**
 * Replaces a contact's profile picture (both sizes) and points Contact.profilePic and hasLargePic at it, in one
 * transaction under the contact's row lock, so two uploads at once leave one picture, never a mix.
 */
export async function replaceProfilePicture(
  em: EntityManager,
  contactId: number,
  picture: { large: EncodedImage; thumbnail: EncodedImage },
): Promise<ProfilePictureUrls> {
  return em.transactional(async (tx) => {
    await tx.execute('select id from contact where id = ? for update', [contactId]);
    await tx.execute(
      `delete from stored_image where contact_id = ? and kind in ('picture', 'picture_large')`,
      [contactId],
    );
    const thumbnailId = await insertImage(tx, { contactId }, 'picture', picture.thumbnail);
    const largeId = await insertImage(tx, { contactId }, 'picture_large', picture.large);
    const urls = {
      profilePic: profilePictureUrl(contactId, thumbnailId),
      profilePicLarge: largeProfilePictureUrl(contactId, largeId),
    };
    await tx.execute('update contact set profile_pic = ?, has_large_pic = true where id = ?', [
      urls.profilePic,
      contactId,
    ]);
    return urls;
  });
}

/** Removes a contact's profile picture (both sizes); true when there was one. */
export async function removeProfilePicture(em: EntityManager, contactId: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    await tx.execute('select id from contact where id = ? for update', [contactId]);
    const removed = await tx.execute<{ id: number }[]>(
      `delete from stored_image where contact_id = ? and kind in ('picture', 'picture_large') returning id`,
      [contactId],
    );
    await tx.execute(
      'update contact set profile_pic = null, has_large_pic = false where id = ? and (profile_pic is not null or has_large_pic)',
      [contactId],
    );
    return removed.length > 0;
  });
}

/** Replaces a company's logo and points Company.picUrl at it, in one transaction under the company's row lock. */
export async function replaceCompanyLogo(
  em: EntityManager,
  companyId: number,
  logo: EncodedImage,
): Promise<{ picUrl: string }> {
  return em.transactional(async (tx) => {
    await tx.execute('select id from company where id = ? for update', [companyId]);
    await tx.execute(`delete from stored_image where company_id = ? and kind = 'logo'`, [companyId]);
    const picUrl = logoUrl(companyId, await insertImage(tx, { companyId }, 'logo', logo));
    await tx.execute('update company set pic_url = ? where id = ?', [picUrl, companyId]);
    return { picUrl };
  });
}

/** Removes a company's logo; true when there was one. */
export async function removeCompanyLogo(em: EntityManager, companyId: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    await tx.execute('select id from company where id = ? for update', [companyId]);
    const removed = await tx.execute<{ id: number }[]>(
      `delete from stored_image where company_id = ? and kind = 'logo' returning id`,
      [companyId],
    );
    await tx.execute('update company set pic_url = null where id = ? and pic_url is not null', [companyId]);
    return removed.length > 0;
  });
}

/** A stored image as the serving route sends it. */
export interface StoredImageRow {
  id: number;
  mimeType: string;
  size: number;
  content: Buffer;
  createdAt: Date;
}

/** A staff member's photo (stored by `npm run staff -- staff-photo`). */
type StaffPhotoOwner = { staffContactId: number };

const SELECT_IMAGE = `select i.id, i.mime_type as "mimeType", i.size, i.content, i.created_at as "createdAt"
  from stored_image i`;

/** The image of each kind of owner, only while its owner is active. */
function storedImageQuery(owner: Owner | StaffPhotoOwner): [string, number] {
  if ('contactId' in owner) {
    return [
      `${SELECT_IMAGE} join contact c on c.id = i.contact_id join company co on co.id = c.company_id
        where i.contact_id = ? and i.kind = ? and c.is_active and co.is_active`,
      owner.contactId,
    ];
  }
  if ('companyId' in owner) {
    return [
      `${SELECT_IMAGE} join company co on co.id = i.company_id where i.company_id = ? and i.kind = ? and co.is_active`,
      owner.companyId,
    ];
  }
  return [`${SELECT_IMAGE} where i.staff_contact_id = ? and i.kind = ?`, owner.staffContactId];
}

/**
 * The current image of an owner and kind (of an active contact or company, or a staff member), or undefined.
 * Reads belong to queries/ by the house layout; this one lives beside its writes because nothing else reads
 * stored_image.
 */
export async function findStoredImage(
  em: EntityManager,
  owner: Owner | StaffPhotoOwner,
  kind: StoredImageKind,
): Promise<StoredImageRow | undefined> {
  const [query, ownerId] = storedImageQuery(owner);
  const [row] = await em.execute<StoredImageRow[]>(query, [ownerId, kind]);
  return row;
}
