import { defineEntity, p } from '@mikro-orm/core';
import { Company } from './company.ts';
import { Contact } from './contact.ts';
import { StaffContact } from './reference.ts';

/**
 * What an image is for: a contact's profile picture (`picture`, the small one the company body shows, and
 * `picture_large`, at most 400x400, for the large view), a company's logo (`logo`, at most 240x60) or the photo
 * of one of the operator's staff on the contact page (`staff_photo`).
 */
export const STORED_IMAGE_KINDS = ['picture', 'picture_large', 'logo', 'staff_photo'] as const;
export type StoredImageKind = (typeof STORED_IMAGE_KINDS)[number];

/** The only image types stored (every upload is re-encoded to one of them). */
export const STORED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * An uploaded image after re-encoding, in the database so it cannot get lost and survives a clean deploy (no
 * file on a web root). One current image per owner and kind; its id is the version in the image's URL, so a
 * replaced image gets a new address and browsers may cache each address for good.
 */
export const StoredImage = defineEntity({
  name: 'StoredImage',
  properties: {
    id: p.integer().primary(),
    kind: p.enum(STORED_IMAGE_KINDS),
    /** The contact of a profile picture; null for a logo. */
    contact: () => p.manyToOne(Contact).nullable().deleteRule('cascade'),
    /** The company of a logo; null for a profile picture. */
    company: () => p.manyToOne(Company).nullable().deleteRule('cascade'),
    /** The staff member of a staff photo. */
    staffContact: () => p.manyToOne(StaffContact).nullable().deleteRule('cascade'),
    mimeType: p.enum(STORED_IMAGE_TYPES),
    width: p.smallint().check('width > 0'),
    height: p.smallint().check('height > 0'),
    size: p.integer().check('size > 0'),
    content: p.blob(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    {
      name: 'stored_image_owner_check',
      expression:
        "(kind = 'logo' and company_id is not null and contact_id is null and staff_contact_id is null) or " +
        "(kind in ('picture', 'picture_large') and contact_id is not null and company_id is null and staff_contact_id is null) or " +
        "(kind = 'staff_photo' and staff_contact_id is not null and contact_id is null and company_id is null)",
    },
  ],
  uniques: [
    {
      name: 'stored_image_contact_kind_unique',
      expression:
        'create unique index stored_image_contact_kind_unique on stored_image (contact_id, kind) where contact_id is not null',
    },
    {
      name: 'stored_image_company_kind_unique',
      expression:
        'create unique index stored_image_company_kind_unique on stored_image (company_id, kind) where company_id is not null',
    },
    {
      name: 'stored_image_staff_contact_kind_unique',
      expression:
        'create unique index stored_image_staff_contact_kind_unique on stored_image (staff_contact_id, kind) where staff_contact_id is not null',
    },
  ],
});
