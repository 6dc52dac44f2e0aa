/**
 * A process that books one payment event and is killed before the booking commits: it does all
 * the work inside the database transaction, says so on stdout, then waits to be killed.
 * Arguments: the database URL and the event as JSON.
 */
import { openDatabase } from '../../../db/client.js';
import { createDemoProvider } from '../../../lib/payments/demo-provider.js';
import type { PaymentEvent } from '../../../lib/payments/provider.js';
import { createPaymentsServices } from '../payments.module.js';
import { createPaymentsRepo } from '../payments.repo.js';

const [url, eventJson] = process.argv.slice(2);
if (!url || !eventJson) throw new Error('usage: crash-child <database-url> <event-json>');
const database = await openDatabase({ databaseUrl: url, maxConnections: 2 });
const repo = createPaymentsRepo(database.db);
const stalled: typeof repo = {
  ...repo,
  transaction: (work) =>
    database.db.transaction(async (tx) => {
      const result = await work(tx);
      process.stdout.write('BOOKED-NOT-COMMITTED\n');
      await new Promise(() => {});
      return result;
    }),
};
const { payments } = createPaymentsServices(database.db, {
  repo: stalled,
  provider: createDemoProvider(),
  notify: async () => {},
  publicUrl: 'http://localhost',
});
await payments.handleEvent(JSON.parse(eventJson) as PaymentEvent);
