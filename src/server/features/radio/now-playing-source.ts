/** One reading of the station's now-playing source, whatever kind of server it is. */
export interface SourceReading {
  online: boolean;
  artist: string | null;
  title: string | null;
  listeners: number | null;
}

const MAX_BYTES = 512 * 1024;

async function readLimited(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error('the now-playing source answered with too much data');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** "Artist - Title" as Icecast carries it; without a separator the whole text is the title. */
export function splitSong(song: string): { artist: string; title: string } {
  const at = song.indexOf(' - ');
  if (at < 0) return { artist: '', title: song.trim() };
  return { artist: song.slice(0, at).trim(), title: song.slice(at + 3).trim() };
}

type IcecastSource = { listenurl?: string; title?: string; artist?: string; listeners?: number };

function fromIcecast(
  stats: { source?: IcecastSource | IcecastSource[] },
  mount?: string,
): SourceReading {
  const sources = stats.source === undefined ? [] : [stats.source].flat();
  const source =
    (mount &&
      sources.find((s) => s.listenurl && new URL(s.listenurl, 'http://x').pathname === mount)) ||
    sources[0];
  if (!source) return { online: false, artist: null, title: null, listeners: null };
  const song =
    source.artist && source.title
      ? { artist: String(source.artist), title: String(source.title) }
      : source.title
        ? splitSong(String(source.title))
        : { artist: null, title: null };
  return {
    online: true,
    artist: song.artist,
    title: song.title,
    listeners: typeof source.listeners === 'number' ? source.listeners : null,
  };
}

type AzuraCast = {
  is_online?: boolean;
  now_playing?: { song?: { artist?: string; title?: string; text?: string } };
  listeners?: { current?: number; total?: number };
};

function fromAzuraCast(body: AzuraCast): SourceReading {
  const song = body.now_playing?.song;
  const parsed =
    song?.title !== undefined
      ? { artist: song.artist ?? '', title: song.title }
      : song?.text
        ? splitSong(song.text)
        : { artist: null, title: null };
  return {
    online: body.is_online ?? true,
    artist: parsed.artist,
    title: parsed.title,
    listeners: body.listeners?.current ?? body.listeners?.total ?? null,
  };
}

/** Asks an Icecast status-json.xsl or an AzuraCast now-playing URL what is on the air. */
export async function readNowPlayingSource(
  url: string,
  options: { mount?: string; timeoutMs?: number } = {},
): Promise<SourceReading> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`the now-playing source answered ${res.status}`);
  const body = JSON.parse(await readLimited(res)) as unknown;
  // AzuraCast's "all stations" endpoint is a list; the first station is the one.
  const first = Array.isArray(body) ? body[0] : body;
  if (first && typeof first === 'object' && 'icestats' in first) {
    return fromIcecast(
      (first as { icestats: { source?: IcecastSource } }).icestats ?? {},
      options.mount,
    );
  }
  if (first && typeof first === 'object' && 'now_playing' in first)
    return fromAzuraCast(first as AzuraCast);
  throw new Error('the now-playing source answered in a format this station does not read');
}
