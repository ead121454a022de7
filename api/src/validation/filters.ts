import { z } from 'zod';
import { blankToUndefined, COUNTRY_MESSAGE } from '@tbs/rules/forms';

/** An empty or null parameter of a list's filters means no filter. */
export { blankToUndefined };

/** A list's country filter: an ISO code in any case, answered upper case; empty for every country. */
export const optionalCountryFilter = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, COUNTRY_MESSAGE)
      .transform((code) => code.toUpperCase())
      .optional(),
  );
