/**
 * Where the stored images are served. Contact.profilePic and Company.picUrl hold these addresses with the
 * image's id as version (`?v=`), so a new upload gets a new address and an address can be cached for good.
 */

/** The small profile picture of a contact (the company body). */
export const profilePictureUrl = (contactId: number, imageId: number): string =>
  `/api/companies/contacts/${contactId}/picture?v=${imageId}`;

/** The large profile picture of a contact (at most 400x400, the large view). */
export const largeProfilePictureUrl = (contactId: number, imageId: number): string =>
  `/api/companies/contacts/${contactId}/picture/large?v=${imageId}`;

/** The logo of a company (at most 240x60). */
export const logoUrl = (companyId: number, imageId: number): string =>
  `/api/companies/${companyId}/logo?v=${imageId}`;

/** The photo of a member of the operator's staff (the contact page; public). */
export const staffPhotoUrl = (staffContactId: number, imageId: number): string =>
  `/api/misc/staffContacts/${staffContactId}/photo?v=${imageId}`;
