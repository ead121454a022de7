import { isOn, type PartHit } from '../../api/types.ts';

/** What a member sees of the RFQ button of a part: none, a disabled one, or one that opens the RFQ form. */
export type RfqAvailability = 'hidden' | 'disabled' | 'enabled';

/**
 * The one rule for the RFQ button of the results table and of part detail (spec part 2, section 2): shown to
 * signed-in users unless the part is flagged RFQ-disabled, and disabled when no contact of its company has
 * allowrfq (an RFQ would reach nobody).
 */
export function rfqAvailability(
  part: Pick<PartHit, 'isRFQDisabled' | 'contacts'>,
  signedIn: boolean,
): RfqAvailability {
  if (!signedIn || isOn(part.isRFQDisabled)) return 'hidden';
  return part.contacts?.some((contact) => isOn(contact.allowrfq)) ? 'enabled' : 'disabled';
}

/** The tooltip of a disabled RFQ button. */
export const RFQ_UNAVAILABLE = 'This company does not accept requests for quote';
