// `npm run bench`: builds, then runs each benchmark in turn and prints its figures.
import { runAdminStatsBench } from './admin-stats.js';
import { runBundleBench } from './bundle.js';
import { runChatFanoutBench } from './chat-fanout.js';
import { runCreatorSearchBench } from './creator-search.js';
import { runFriendsBench } from './friends.js';
import { runHttpBench } from './http.js';
import { runLedgerBench } from './ledger.js';
import { runLighthouseBench } from './lighthouse.js';
import { runMediaBench } from './media.js';
import { runNewsSearchBench } from './news-search.js';
import { runNowPlayingBench } from './now-playing.js';
import { runServerRenderBench } from './server-render.js';
import { runStationBench } from './station.js';
import { runUploadsBench } from './uploads.js';

const results: Record<string, boolean> = {};
const only = process.argv[2];
if (!only || only === 'bundle') results.bundle = await runBundleBench();
if (!only || only === 'now-playing') results.nowPlaying = await runNowPlayingBench();
if (!only || only === 'news-search') results.newsSearch = await runNewsSearchBench();
if (!only || only === 'creator-search') results.creatorSearch = await runCreatorSearchBench();
if (!only || only === 'friends') results.friends = await runFriendsBench();
if (!only || only === 'chat-fanout') results.chatFanout = await runChatFanoutBench();
if (!only || only === 'ledger') results.ledger = await runLedgerBench();
if (!only || only === 'uploads') results.uploads = await runUploadsBench();
if (!only || only === 'media') results.media = await runMediaBench();
if (!only || only === 'admin-stats') results.adminStats = await runAdminStatsBench();
if (!only || only === 'station') results.station = await runStationBench();
if (!only || only === 'lighthouse') results.lighthouse = await runLighthouseBench();
if (!only || only === 'server-render') results.serverRender = await runServerRenderBench();
if (!only || only === 'http') results.http = await runHttpBench();

const failed = Object.entries(results).filter(([, ok]) => !ok);
if (failed.length) {
  console.error(`\nover target: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
