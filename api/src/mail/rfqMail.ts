import type { MailMessageData } from '@tbs/contracts';
import { senderDetails, senderSummary, type MessageSender } from './messageSender.ts';

/** Where the requester is: their address and the name of their country, each when known. */
export interface RequesterLocation {
  address: string | null;
  country: string | null;
}

/**
 * The e-mail of a request for quote to one stock holder: the part and quantity, the message, and the
 * requester as a member's account says or as a visitor typed it (marked unverified).
 */
export function rfqMail(props: {
  to: string;
  part: { partNumber: string; manufacturer: string; description: string };
  requestedQuantity: number;
  message?: string;
  sender: MessageSender;
  location: RequesterLocation;
}): MailMessageData {
  const { to, part, requestedQuantity, message, sender, location } = props;
  const text = [
    `Request for quote for ${part.partNumber} (${part.manufacturer}, ${part.description})`,
    `Requested quantity: ${requestedQuantity}`,
    `From: ${senderSummary(sender)}`,
    ...(message ? ['', message] : []),
    '',
    '--',
    ...senderDetails(sender, [
      ...(location.address ? [`Address: ${location.address}`] : []),
      ...(location.country ? [`Country: ${location.country}`] : []),
    ]),
  ].join('\n');
  return { to, subject: `Request for quote: ${part.partNumber} x ${requestedQuantity}`, text };
}
