import { useCallback, useEffect, useState } from 'react';
import { getMe, isSuccess } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';

export type ProfileLoad = 'loading' | 'loaded' | 'failed';

/** Load the signed-in user's profile; `reload` refreshes it after a change. */
export function useProfileLoad(): { profileLoad: ProfileLoad; reload: () => Promise<void> } {
  const [profileLoad, setProfileLoad] = useState<ProfileLoad>('loading');

  const reload = useCallback(async () => {
    const body = await getMe();
    if (isSuccess(body) && body.payload) {
      useSession.getState().setUser(body.payload.user);
      setProfileLoad('loaded');
    } else {
      setProfileLoad('failed');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { profileLoad, reload };
}
