// Serves a folder of feed files on loopback, as the news sites the station reads would:
//   npx tsx scripts/feed-server.ts --port 8030 --dir e2e/fixtures/news
// The browser journeys point NEWS_FEEDS at it. It stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util';
import { startFeedServer } from '../src/server/testing/feed-server.js';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8030' }, dir: { type: 'string' } },
});
if (!values.dir) throw new Error('--dir is required');
const server = await startFeedServer({ dir: values.dir, port: Number(values.port) });
console.log(`feeds from ${values.dir} at ${server.origin}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
