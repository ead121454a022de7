import { useEffect } from 'react';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { endSessionLocally } from '../auth/sessionEnded.ts';
import { useSession } from '../stores/session.ts';
import { LiveConnection } from './liveConnection.ts';
import { LIVE_PATH } from '@tbs/rules';

/** Events of one burst (a catch-up after a reconnect) make one refetch. */
const COALESCE_MS = 50;
/** Moving from a list to a detail and back keeps the socket instead of opening a new one. */
const IDLE_CLOSE_MS = 30_000;

let connection: LiveConnection | null = null;
let mounted = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let refetchTimer: ReturnType<typeof setTimeout> | undefined;
let unsubscribeSession: (() => void) | undefined;

function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${LIVE_PATH}`;
}

function refetchBroadcasts(): void {
  if (refetchTimer) return;
  refetchTimer = setTimeout(() => {
    refetchTimer = undefined;
    // Every broadcast answer: the open lists refetch now, the others when next shown.
    void queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts });
  }, COALESCE_MS);
}

function acquire(): void {
  mounted += 1;
  clearTimeout(idleTimer);
  connection ??= new LiveConnection({
    url: liveUrl(),
    getToken: () => useSession.getState().token,
    onChange: refetchBroadcasts,
    onSessionEnded: endSessionLocally,
  });
  unsubscribeSession ??= useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) connection?.restart();
  });
  connection.start();
}

function release(): void {
  mounted -= 1;
  if (mounted > 0) return;
  idleTimer = setTimeout(() => {
    connection?.stop();
    unsubscribeSession?.();
    unsubscribeSession = undefined;
  }, IDLE_CLOSE_MS);
}

/**
 * Keeps the broadcast lists live while a list is mounted (the /broadcasts page, the home list): a new broadcast
 * makes them refetch, for members and visitors alike (the server masks visitors' rows as always).
 */
export function useLiveBroadcasts(): void {
  useEffect(() => {
    acquire();
    return release;
  }, []);
}
