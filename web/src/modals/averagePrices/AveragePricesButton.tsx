interface AveragePricesButtonProps {
  /** The list's current search (the button shows for members searching WTS with a query). */
  search: { query?: string; listType?: string; type?: string | number; companyId?: number; favorites?: boolean; exactPhrase?: boolean };
}

/** Opens the average prices chart of the current search (being built: issue 11, prices slice). */
export function AveragePricesButton(_props: AveragePricesButtonProps) {
  return null;
}
