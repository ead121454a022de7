import { config } from '@tbs/config';
import { createDatabaseIfMissing, initORM } from '../orm.ts';

/** `up` applies pending migrations; `create` writes a new migration from the entity diff; `down` reverts one. */
async function main(command: string | undefined): Promise<void> {
  const { DATABASE_URL } = config();
  await createDatabaseIfMissing(DATABASE_URL);
  const orm = await initORM(DATABASE_URL);
  try {
    switch (command) {
      case 'up': {
        const applied = await orm.migrator.up();
        console.log(
          applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date',
        );
        break;
      }
      case 'down': {
        const reverted = await orm.migrator.down();
        console.log(`Reverted ${reverted.map((m) => m.name).join(', ') || 'nothing'}`);
        break;
      }
      case 'create': {
        const created = await orm.migrator.create(undefined, false, process.argv.includes('--initial'));
        console.log(created.fileName ? `Created ${created.fileName}` : 'No changes to the schema');
        break;
      }
      default:
        throw new Error(`Unknown command "${command}": use up, down or create`);
    }
  } finally {
    await orm.close(true);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
