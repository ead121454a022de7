/** F/S factory sealed, NOB new open box, NEW, REF refurbished, USED, ASIS sold as is. */
export const PART_CONDITIONS = ['F/S', 'NOB', 'NEW', 'REF', 'USED', 'ASIS'] as const;
export type PartCondition = (typeof PART_CONDITIONS)[number];

/** The conditions as messages list them: "F/S, NOB, NEW, REF, USED or ASIS". */
export const PART_CONDITIONS_TEXT = `${PART_CONDITIONS.slice(0, -1).join(', ')} or ${PART_CONDITIONS.at(-1)}`;
