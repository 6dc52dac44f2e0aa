// `npm run station`: a local radio station for development and tests. Installs Debian's icecast2
// and ffmpeg when missing (as root), starts Icecast on 127.0.0.1 with a generated-audio source at
// /live.mp3 and changes the track title every 20 seconds. Stops on Ctrl-C or SIGTERM.
//
//   npm run station -- --port 8010 --change-every 20 --admin-password secret
//
// With --liquidsoap, Icecast gets no generated source: Liquidsoap (installed the same way when
// missing) plays what the app at --app-url chooses, takes live DJs on --harbor-port, and streams
// to /live.mp3 (see docs/liquidsoap.md). The app must run with the printed STATION_API_TOKEN.
//
//   npm run station -- --liquidsoap --app-url http://127.0.0.1:5000 --token <24+ characters>
//
// Then run the site with STREAM_URL and NOW_PLAYING_URL as printed.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Liquidsoap, startLiquidsoap } from './station/liquidsoap.js';
import { startStation } from './station/station.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8010' },
    'admin-password': { type: 'string' },
    'change-every': { type: 'string', default: '20' },
    liquidsoap: { type: 'boolean', default: false },
    'app-url': { type: 'string', default: 'http://127.0.0.1:5000' },
    token: { type: 'string' },
    'harbor-port': { type: 'string', default: '8011' },
    'harbor-password': { type: 'string' },
    'harbor-bind': { type: 'string', default: '127.0.0.1' },
    crossfade: { type: 'string', default: '4' },
  },
});

const token = values.token ?? randomBytes(24).toString('base64url');
if (values.liquidsoap && token.length < 24) {
  console.error(
    '--token must be at least 24 characters (the app refuses a shorter STATION_API_TOKEN)',
  );
  process.exit(2);
}

const station = await startStation({
  port: Number(values.port),
  adminPassword: values['admin-password'],
  changeEveryMs: Number(values['change-every']) * 1000,
  source: !values.liquidsoap,
});

let liquidsoap: Liquidsoap | undefined;
if (values.liquidsoap) {
  const harborPassword = values['harbor-password'] ?? randomBytes(9).toString('base64url');
  try {
    liquidsoap = await startLiquidsoap({
      appUrl: values['app-url'],
      token,
      icecast: {
        host: '127.0.0.1',
        port: station.port,
        sourcePassword: station.sourcePassword,
        mount: station.mount,
      },
      harborPort: Number(values['harbor-port']),
      harborPassword,
      harborBind: values['harbor-bind'],
      crossfadeSeconds: Number(values.crossfade),
      log: (line) => console.log(`liquidsoap: ${line}`),
    });
  } catch (error) {
    await station.stop();
    throw error;
  }
  console.log(
    JSON.stringify({
      streamUrl: station.streamUrl,
      statusUrl: station.statusUrl,
      adminUser: 'admin',
      adminPassword: station.adminPassword,
      appUrl: values['app-url'],
      liveDj: {
        url: `icecast://source:${harborPassword}@${values['harbor-bind']}:${values['harbor-port']}/live`,
      },
    }),
  );
  console.log(
    `STREAM_URL=${station.streamUrl} NOW_PLAYING_URL=${station.statusUrl} STATION_API_TOKEN=${token} npm start`,
  );
} else {
  console.log(
    JSON.stringify({
      streamUrl: station.streamUrl,
      statusUrl: station.statusUrl,
      adminUser: 'admin',
      adminPassword: station.adminPassword,
    }),
  );
  console.log(`STREAM_URL=${station.streamUrl} NOW_PLAYING_URL=${station.statusUrl} npm start`);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await liquidsoap?.stop();
  await station.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
