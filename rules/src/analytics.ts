/** The demand windows (whole days up to yesterday) the analytics area offers. */
export const DEMAND_WINDOWS = [7, 30, 90, 365] as const;
