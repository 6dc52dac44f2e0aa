// `npm run station`: a local radio station for development and tests. Installs Debian's icecast2
// and ffmpeg when missing (as root), starts Icecast on 127.0.0.1 with a generated-audio source at
// /live.mp3 and changes the track title every 20 seconds. Stops on Ctrl-C or SIGTERM.
//
//   npm run station -- --port 8010 --change-every 20 --admin-password secret
//
// Then run the site with STREAM_URL and NOW_PLAYING_URL as printed.
import { parseArgs } from 'node:util';
import { startStation } from './station/station.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8010' },
    'admin-password': { type: 'string' },
    'change-every': { type: 'string', default: '20' },
  },
});

const station = await startStation({
  port: Number(values.port),
  adminPassword: values['admin-password'],
  changeEveryMs: Number(values['change-every']) * 1000,
});
console.log(
  JSON.stringify({
    streamUrl: station.streamUrl,
    statusUrl: station.statusUrl,
    adminUser: 'admin',
    adminPassword: station.adminPassword,
  }),
);
console.log(`STREAM_URL=${station.streamUrl} NOW_PLAYING_URL=${station.statusUrl} npm start`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await station.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
