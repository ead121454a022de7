import { useEffect } from 'react';
import { isOn } from '../api/types.ts';
import { useSettings } from '../queries/settings.ts';
import { useCurrentUser } from '../stores/session.ts';
import { reportFeatureOutcome } from '../tracking/featureEvents.ts';

export interface LiveChatVisitor {
  name: string;
  email: string;
}

/**
 * Hook point for the third-party live-chat widget. This build loads no external script, so both
 * actions are no-ops; a self-hosted widget can be plugged in here without touching the shell.
 */
export const liveChat = {
  /** Whether a widget runs; a plugged-in widget sets it, and the feature event reports it. */
  loaded: false,
  identify(_visitor: LiveChatVisitor): void {},
  maximize(): void {},
};

/** When the TAWK_CHAT feature is on: pass a member's name and email, or maximise the chat for visitors. */
export function useLiveChat(): void {
  const user = useCurrentUser();
  const chatFeature = useSettings()?.features.TAWK_CHAT;
  const chatEnabled = chatFeature ? isOn(chatFeature.enabled) : false;
  const chatFeatureId = chatFeature?.featureId;
  const name = user?.name;
  const email = user?.email;

  useEffect(() => {
    if (!chatEnabled || chatFeatureId === undefined) return;
    reportFeatureOutcome(
      chatFeatureId,
      'TAWK_CHAT',
      liveChat.loaded ? undefined : 'No live-chat widget in this build',
    );
    if (name !== undefined && email !== undefined) liveChat.identify({ name, email });
    else liveChat.maximize();
  }, [chatEnabled, chatFeatureId, name, email]);
}
