/** The menu of one's own broadcast (resend, possible matches, share, remove). */
export interface OwnBroadcastMenuProps {
  broadcast: { id: number; isOkToResend?: boolean; subject?: string };
  /** Called after a resend or removal so the list reloads. */
  onChanged?: () => void;
}

export function OwnBroadcastMenu(_props: OwnBroadcastMenuProps) {
  return null;
}
