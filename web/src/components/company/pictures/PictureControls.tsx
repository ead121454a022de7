import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyContact, CompanyProfile } from '../../../api/types.ts';
import { ConfirmActionModal } from '../../../modals/compose/ConfirmActionModal.tsx';
import { Modal } from '../../../modals/Modal.tsx';
import { PRODUCT_NAME } from '../../../router/routeMeta.ts';
import { useCurrentUser } from '../../../stores/session.ts';
import { notifyError } from '../../../stores/snackbars.ts';
import {
  fetchLargePicture,
  removeLogo,
  removePicture,
  uploadLogo,
  uploadPicture,
  useStoredImage,
} from './pictureApi.ts';
import { LOGO_RULE, PROFILE_PICTURE_RULE } from './pictureFiles.ts';
import { PictureUploadModal } from './PictureUploadModal.tsx';
import './pictures.css';
import { Skeleton } from '../../../components/skeleton/Skeleton.tsx';

/** Spec part 1 section 8: picture failures end like every failure there. */
const PICTURE_ADVICE = `Please try again. If the problem persists please contact ${PRODUCT_NAME}.`;
/** Spec part 2 section 8, as worded there. */
const LOGO_ADVICE = `Please try again. If this occur keeps occuring, please contact ${PRODUCT_NAME}`;

/** A contact as the body gives it, with the picture fields of spec part 1 section 3 when the answer has them. */
type ContactWithPicture = CompanyContact & { profilePic?: string | null; hasLargePic?: boolean | 0 | 1 };

/** Two initials for a contact without a picture. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The large picture modal: asks for the large picture's address (fetchLargePicture), then shows it. */
function LargePictureModal({ contact, onClose }: { contact: CompanyContact; onClose: () => void }) {
  const large = useQuery({
    queryKey: ['largePicture', contact.id],
    queryFn: () => fetchLargePicture(contact.id),
    staleTime: 0,
  });
  const url = large.data?.status === 200 ? (large.data.profilePicLarge ?? null) : null;
  const image = useStoredImage(url);
  return (
    <Modal title={contact.name} onClose={onClose} testId="large-picture-modal">
      <div className="picture-large">
        {image ? (
          <img src={image} alt={`Profile picture of ${contact.name}`} data-testid="large-picture" />
        ) : large.data && !url ? (
          <p className="muted">This picture is not available.</p>
        ) : (
          <Skeleton blocks={1} blockHeight={240} lines={0} label="Loading the picture" />
        )}
      </div>
    </Modal>
  );
}

/**
 * The contact's profile picture (spec part 1 section 2): the small picture, the large picture modal on click
 * and, on the reader's own contact in edit mode, the Profile Picture upload modal and delete with a
 * confirmation. The page reloads after an upload or a removal (section 4). Pictures are members-only: the
 * server refuses them to visitors, whose company body has no contacts anyway.
 */
export function ProfilePictureControls({
  contact,
  editable,
}: {
  contact: CompanyContact;
  editable: boolean;
}) {
  const user = useCurrentUser();
  const withPicture = contact as ContactWithPicture;
  const isOwn = user?.id === contact.id;
  // The company body may not carry the picture fields; the signed-in contact's own come with the session user.
  const pictureUrl = withPicture.profilePic ?? (isOwn ? user?.profilePic : null) ?? null;
  const hasLarge = Boolean(withPicture.hasLargePic ?? pictureUrl);
  const image = useStoredImage(pictureUrl);
  const [open, setOpen] = useState<'upload' | 'large' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    setDeleting(true);
    const answer = await removePicture();
    if (answer.status === 200) {
      window.location.reload();
      return;
    }
    setDeleting(false);
    setOpen(null);
    notifyError('Picture could not be deleted', [answer.msg, PICTURE_ADVICE].filter(Boolean).join(' '));
  }

  const avatar = image ? (
    <img
      src={image}
      alt={`Profile picture of ${contact.name}`}
      width={64}
      height={64}
      data-testid="profile-picture"
    />
  ) : (
    <span className="contact-picture-initials" aria-hidden="true">
      {initialsOf(contact.name)}
    </span>
  );

  return (
    <div className="contact-picture" data-testid="profile-picture-controls">
      {pictureUrl && hasLarge ? (
        <button
          type="button"
          className="contact-picture-frame contact-picture-frame--button"
          onClick={() => setOpen('large')}
          aria-label={`Show the large picture of ${contact.name}`}
          data-testid="profile-picture-open"
        >
          {avatar}
        </button>
      ) : (
        <span className="contact-picture-frame">{avatar}</span>
      )}
      {editable && (
        <div className="contact-picture-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setOpen('upload')}
            data-testid="profile-picture-upload"
          >
            {pictureUrl ? 'Change picture' : 'Upload picture'}
          </button>
          {pictureUrl && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setOpen('delete')}
              data-testid="profile-picture-delete"
            >
              Delete picture
            </button>
          )}
        </div>
      )}
      {open === 'upload' && (
        <PictureUploadModal
          title="Profile Picture"
          hint="A .jpg, .jpeg or .png image; it is resized to at most 400 x 400 pixels."
          rule={PROFILE_PICTURE_RULE}
          upload={uploadPicture}
          failureTitle="Profile Picture could not be uploaded"
          failureAdvice={PICTURE_ADVICE}
          onClose={() => setOpen(null)}
          testId="profile-picture-modal"
        />
      )}
      {open === 'large' && <LargePictureModal contact={contact} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmActionModal
          title="Delete picture"
          confirmLabel="Delete"
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onClose={() => setOpen(null)}
          testId="delete-picture-modal"
        >
          <p>Are you sure you want to delete your profile picture?</p>
        </ConfirmActionModal>
      )}
    </div>
  );
}

/**
 * The company logo (spec part 2 sections 2 and 5): shown to members within 240x60; on /profile the owner
 * uploads (.jpg or .png, resized to at most 240x60) or removes it with a confirmation, and the page reloads
 * afterwards. The server refuses the logo to visitors and its changes to everyone but the owner.
 */
export function LogoControls({ company, editable }: { company: CompanyProfile; editable: boolean }) {
  const logoUrl = company.picUrl ?? null;
  const image = useStoredImage(logoUrl);
  const [open, setOpen] = useState<'upload' | 'delete' | null>(null);
  const [removing, setRemoving] = useState(false);
  if (!logoUrl && !editable) return null;

  async function confirmRemove() {
    setRemoving(true);
    const answer = await removeLogo();
    if (answer.status === 200) {
      window.location.reload();
      return;
    }
    setRemoving(false);
    setOpen(null);
    notifyError('Logo could not be deleted', [answer.msg, LOGO_ADVICE].filter(Boolean).join(' '));
  }

  return (
    <div className="company-logo" data-testid="logo-controls">
      {image ? (
        <img
          src={image}
          alt={`Logo of ${company.name}`}
          className="company-logo-image"
          data-testid="company-logo"
        />
      ) : (
        editable && <span className="muted company-logo-empty">No logo yet</span>
      )}
      {editable && (
        <div className="company-logo-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setOpen('upload')}
            data-testid="logo-upload"
          >
            {logoUrl ? 'Change logo' : 'Upload logo'}
          </button>
          {logoUrl && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setOpen('delete')}
              data-testid="logo-remove"
            >
              Remove logo
            </button>
          )}
        </div>
      )}
      {open === 'upload' && (
        <PictureUploadModal
          title="Company Logo"
          hint="A .jpg or .png image; it is resized to at most 240 x 60 pixels."
          rule={LOGO_RULE}
          keepPng
          upload={uploadLogo}
          failureTitle="Logo could not be uploaded"
          failureAdvice={LOGO_ADVICE}
          onClose={() => setOpen(null)}
          testId="logo-modal"
        />
      )}
      {open === 'delete' && (
        <ConfirmActionModal
          title="Remove logo"
          confirmLabel="Remove"
          danger
          busy={removing}
          onConfirm={() => void confirmRemove()}
          onClose={() => setOpen(null)}
          testId="remove-logo-modal"
        >
          <p>Are you sure you want to remove your company logo?</p>
        </ConfirmActionModal>
      )}
    </div>
  );
}
