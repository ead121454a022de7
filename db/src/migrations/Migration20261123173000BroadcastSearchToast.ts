import { Migration } from '@mikro-orm/migrations';

/**
 * search_broadcast keeps its words out of line (TOAST) beyond 128 bytes a row: its heap holds only the
 * filter columns, so the newest-first pages and the exact counts of filter-only lists read a small table
 * (measured at 1,000,000 broadcasts: the words made the heap 650 MB and every such count a scan of it).
 * Word matches come from the GIN index and read the words only to recheck a phrase.
 */
export class Migration20261123173000BroadcastSearchToast extends Migration {
  override name = 'Migration20261123173000BroadcastSearchToast';

  override up(): void | Promise<void> {
    this.addSql(`alter table search_broadcast set (toast_tuple_target = 128);`);
    this.addSql(`alter table search_broadcast alter column words set storage external;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table search_broadcast alter column words set storage extended;`);
    this.addSql(`alter table search_broadcast reset (toast_tuple_target);`);
  }
}
