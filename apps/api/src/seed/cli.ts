import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStorage } from '../infra/storage';
import { resetDatabase, seedIfEmpty } from '.';

// `npm run seed` fills an empty database; `npm run seed -- --reset` empties it and loads the demo shop again.
const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (reset) await resetDatabase(database.db);
  const storage = createStorage(config);
  const result = await seedIfEmpty(database.db, { images: true, storage, accounts: config.demo });
  console.log(
    result.demo ? 'Seeded the demo shop.' : 'The database already has a catalogue; use --reset to reload it.',
  );
} finally {
  await database.close();
}
