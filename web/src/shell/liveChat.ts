import { useEffect } from 'react';
import { isOn } from '../api/types.ts';
import { useSettings } from '../queries/settings.ts';
import { useCurrentUser } from '../stores/session.ts';

export interface LiveChatVisitor {
  name: string;
  email: string;
}

/**
 * Hook point for the third-party live-chat widget. This build loads no external script, so both
 * actions are no-ops; a self-hosted widget can be plugged in here without touching the shell.
 */
export const liveChat = {
  identify(_visitor: LiveChatVisitor): void {},
  maximize(): void {},
};

/** When the TAWK_CHAT feature is on: pass a member's name and email, or maximise the chat for visitors. */
export function useLiveChat(): void {
  const user = useCurrentUser();
  const chatFeature = useSettings()?.features.TAWK_CHAT;
  const chatEnabled = chatFeature ? isOn(chatFeature.enabled) : false;
  const name = user?.name;
  const email = user?.email;

  useEffect(() => {
    if (!chatEnabled) return;
    if (name !== undefined && email !== undefined) liveChat.identify({ name, email });
    else liveChat.maximize();
  }, [chatEnabled, name, email]);
}
