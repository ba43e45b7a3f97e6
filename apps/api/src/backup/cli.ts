import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup, BackupError, restore } from './backup';

// npm run backup [-- --out DIR]        back up the database named by the environment (and uploads)
// npm run restore -- DIR [--force]     restore a backup into the database named by the environment

const USAGE = `usage:
  npm run backup [-- --out <folder>]
  npm run restore -- <backup folder> [--force]
The database is the one the shop uses: DATABASE_URL, or the embedded one in DATA_DIR.`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const i = rest.indexOf('--out');
    const out =
      i >= 0 && rest[i + 1]
        ? path.resolve(rest[i + 1]!)
        : path.resolve('backups', `kandamul-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const m = await backup(config, out);
    const rows = Object.values(m.database.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${m.database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} (${Object.keys(m.database.tables).length} tables, ${rows} rows) and ${m.uploads.files} uploaded files into ${out}`,
    );
  } else if (command === 'restore') {
    const from = rest.find((a) => !a.startsWith('--'));
    if (!from) throw new BackupError(USAGE);
    const m = await restore(config, path.resolve(from), { force: rest.includes('--force') });
    const rows = Object.values(m.restoredTables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${Object.keys(m.restoredTables).length} tables (${rows} rows, every count as in the backup of ${m.createdAt}) and ${m.uploads.files} uploaded files`,
    );
  } else {
    throw new BackupError(USAGE);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
