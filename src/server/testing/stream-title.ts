import { IcecastMetadataReader } from 'icecast-metadata-js';

/**
 * The title a live MP3 stream announces in its ICY metadata, read as a player that sends
 * `Icy-MetaData: 1` reads it (with a parser nobody here wrote); the connection is dropped as
 * soon as the first title has passed.
 */
export async function streamTitle(streamUrl: string): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(streamUrl, {
    headers: { 'icy-metadata': '1' },
    signal: controller.signal,
  });
  const metaint = Number(response.headers.get('icy-metaint'));
  if (!(metaint > 0)) {
    controller.abort();
    throw new Error(`the stream announced no icy-metaint (status ${response.status})`);
  }
  let title: string | null = null;
  const reader = new IcecastMetadataReader({
    icyMetaInt: metaint,
    onMetadata: ({ metadata }: { metadata: { StreamTitle?: string } }) => {
      title ??= metadata.StreamTitle ?? null;
    },
  });
  const body = response.body?.getReader();
  try {
    while (title === null) {
      const chunk = await body?.read();
      if (!chunk || chunk.done) break;
      for (const _ of reader.iterator(chunk.value)) {
        // The reader calls onMetadata as it passes each block.
      }
    }
  } finally {
    controller.abort();
  }
  if (title === null) throw new Error('the stream carried no title');
  return title;
}
