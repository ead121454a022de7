import type { CompanyContact, CompanyProfile } from '../../../api/types.ts';

// SLOT (issue 12, pictures slice): replaced by the real upload, large view and delete controls.

/** The contact's profile picture with upload, large view and delete (edit mode of the own profile). */
export function ProfilePictureControls(_props: { contact: CompanyContact; editable: boolean }) {
  return null;
}

/** The company logo (240x60) with upload and remove (owner, edit mode). */
export function LogoControls(_props: { company: CompanyProfile; editable: boolean }) {
  return null;
}
