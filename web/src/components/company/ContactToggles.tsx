import { useState } from 'react';
import { isOn, type CompanyContact } from '../../api/types.ts';
import { useProfileWrites, type ContactChanges } from '../../queries/companies.ts';
import { notifyError, notifySuccess } from '../../stores/snackbars.ts';
import { failureMessage } from '../../api/apiError.ts';

/**
 * The own contact's switches in edit mode (not for service-only members): receive requests for quote, and
 * show possible broadcast matches. Both are on by default (their disabled flags false); each change is saved
 * at once.
 */
export function ContactToggles({ contact }: { contact: CompanyContact }) {
  const { updateContact } = useProfileWrites();
  const [saving, setSaving] = useState(false);

  const save = async (changes: ContactChanges) => {
    setSaving(true);
    const body = await updateContact({ id: contact.id, ...changes });
    setSaving(false);
    if (body.status === 200) notifySuccess('Contact successfully updated');
    else notifyError("Contact wasn't updated", failureMessage(body));
  };

  return (
    <fieldset className="contact-toggles" data-testid="contact-toggles" disabled={saving}>
      <legend className="visually-hidden">Your notifications</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={!isOn(contact.rfqDisabled)}
          onChange={(event) => void save({ rfqDisabled: !event.target.checked })}
          data-testid="toggle-rfq"
        />
        Receive requests for quote (RFQ)
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={!isOn(contact.possibleMatchesDisabled)}
          onChange={(event) => void save({ possibleMatchesDisabled: !event.target.checked })}
          data-testid="toggle-possible-matches"
        />
        Show possible broadcast matches
      </label>
    </fieldset>
  );
}
