import { defineEntity, p } from '@mikro-orm/core';
import { INSTALLATION_KEY_NAMES } from '@tbs/config';

/**
 * A secret key of this installation, named by its environment variable: made at random on its first start and
 * read by every api process at start-up (api/src/secrets/installationKeys.ts), so no key is one printed in the
 * source.
 */
export const InstallationKey = defineEntity({
  name: 'InstallationKey',
  properties: {
    name: p.enum(INSTALLATION_KEY_NAMES).primary(),
    value: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
