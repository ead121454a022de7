/** The 13 broadcast lists of the spec (id, name), in their order. */
export const BROADCAST_LISTS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'PC' },
  { id: 2, name: 'Server/Storage' },
  { id: 4, name: 'Networking/Telecom' },
  { id: 5, name: 'Printer' },
  { id: 6, name: 'Software' },
  { id: 7, name: 'Laptop' },
  { id: 8, name: 'Electronics' },
  { id: 10, name: 'POS' },
  { id: 11, name: 'Mobile' },
  { id: 12, name: 'Components' },
  { id: 13, name: 'Monitor' },
  { id: 14, name: 'Tablet' },
  { id: 15, name: 'Gaming' },
];

/** True when a number is the id of one of the lists. */
export const isBroadcastListId = (id: number): boolean => BROADCAST_LISTS.some((list) => list.id === id);
