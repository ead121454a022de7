import { Migration } from '@mikro-orm/migrations';

/**
 * Meant to keep search_broadcast's words out of line (TOAST) beyond 128 bytes a row, so that its heap would
 * hold only the filter columns. Measured at 1,000,000 broadcasts it changes nothing: PostgreSQL only tries
 * to toast a row above TOAST_TUPLE_THRESHOLD (about 2 KB), and a broadcast's words are about 600 bytes; the
 * heap stays 650 MB. Kept (harmless) so databases that applied it stay in step with the files; the exact
 * totals of lists without a term come from search_broadcast_count instead (next migration).
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
