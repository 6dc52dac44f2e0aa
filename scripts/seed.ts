// `npm run db:seed`: migrates the configured database and loads the demo content once.
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoContent } from '../src/server/db/seed.js';
import { readEnv } from '../src/server/env.js';

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const result = await seedDemoContent(database.db);
  console.log(
    result.applied
      ? `demo content version ${result.version} loaded into ${database.kind}`
      : `demo content already at version ${result.version}; nothing to do`,
  );
} finally {
  await database.close();
}
