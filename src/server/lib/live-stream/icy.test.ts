import { IcecastMetadataReader } from 'icecast-metadata-js';
import { describe, expect, it } from 'vitest';
import { BurstRing } from './burst-ring.js';
import { ICY_UNCHANGED, type IcyState, icyMetadataBlock, icyTitle, withIcyBlocks } from './icy.js';

function blockText(block: Buffer): string {
  return block.subarray(1).toString('utf8');
}

/** Reads an ICY byte stream the way a player does; answers the audio and each title with its position. */
function readIcy(bytes: Buffer, icyMetaInt: number) {
  const titles: { title: string | undefined; at: number }[] = [];
  const audio: Uint8Array[] = [];
  const reader = new IcecastMetadataReader({
    icyMetaInt,
    metadataTypes: ['icy'],
    onMetadata: ({ metadata, stats }) =>
      titles.push({ title: metadata.StreamTitle, at: stats.streamBytesRead }),
    onStream: ({ stream }) => audio.push(stream),
  });
  for (const _ of reader.iterator(bytes)) {
    // The callbacks collect what the iteration finds.
  }
  return { titles, audio: Buffer.concat(audio) };
}

describe('ICY metadata', () => {
  it('frames a title as a length byte and NUL-padded 16-byte units', () => {
    const block = icyMetadataBlock('Kavinsky - Nightcall');
    const text = "StreamTitle='Kavinsky - Nightcall';";
    expect(block[0]).toBe(Math.ceil(text.length / 16));
    expect(block.length).toBe(1 + (block[0] ?? 0) * 16);
    expect(blockText(block).replace(/\0+$/, '')).toBe(text);
  });

  it('strips the quote-semicolon terminator and control characters from titles', () => {
    expect(icyTitle("Rock';Roll")).toBe("Rock'Roll");
    expect(icyTitle("A';;;B")).toBe("A'B");
    expect(icyTitle('Line\nbreak\0nul')).toBe('Line break nul');
    expect(icyTitle("Don't Stop")).toBe("Don't Stop");
    const block = icyMetadataBlock("Evil';StreamUrl='http://x';");
    const { titles } = readIcy(Buffer.concat([Buffer.alloc(4), block]), 4);
    expect(titles[0]?.title).toBe("Evil'StreamUrl='http://x'");
  });

  it('caps a long title so the block length stays within one byte', () => {
    for (const title of ['x'.repeat(10_000), '🌆'.repeat(5_000)]) {
      const block = icyMetadataBlock(title);
      expect(block[0]).toBeLessThanOrEqual(255);
      expect(block[0]).toBeGreaterThan(0);
      expect(block.length).toBe(1 + (block[0] ?? 0) * 16);
      expect(blockText(block)).toMatch(/^StreamTitle='.+';\0*$/u);
    }
  });

  it('puts a block after every icy-metaint audio bytes: the title first, then a zero byte while it is unchanged', () => {
    const metaInt = 10;
    const state: IcyState = { nextBlockAt: metaInt, lastTitle: undefined };
    const audio = Buffer.from(Array.from({ length: 35 }, (_, i) => i));
    const out = withIcyBlocks(audio, 0, state, metaInt, () => 'One', icyMetadataBlock);
    const block = icyMetadataBlock('One');
    expect(out).toEqual(
      Buffer.concat([
        audio.subarray(0, 10),
        block,
        audio.subarray(10, 20),
        ICY_UNCHANGED,
        audio.subarray(20, 30),
        ICY_UNCHANGED,
        audio.subarray(30),
      ]),
    );
    expect(state).toEqual({ nextBlockAt: 40, lastTitle: 'One' });
    // A chunk with no block inside goes out as it is, without a copy.
    const next = Buffer.alloc(4);
    expect(withIcyBlocks(next, 35, state, metaInt, () => 'One', icyMetadataBlock)).toBe(next);
  });

  it('announces a new title in the first block after the first frame of the new track', () => {
    const ring = new BurstRing(60_000);
    ring.mark(0, 'First');
    ring.push(new Uint8Array(25), 10);
    // The second track's first frame starts at byte 25.
    ring.mark(25, 'Second');
    ring.push(new Uint8Array(25), 10);
    const metaInt = 10;
    const state: IcyState = { nextBlockAt: metaInt, lastTitle: undefined };
    const out = withIcyBlocks(
      ring.burst().bytes,
      0,
      state,
      metaInt,
      ring.titleAt,
      icyMetadataBlock,
    );
    const { titles, audio } = readIcy(out, metaInt);
    expect(audio.length).toBe(50);
    // Blocks at 10 and 20 come before byte 25; the one at 30 follows the new frame's start.
    expect(titles).toEqual([
      { title: 'First', at: 10 },
      { title: 'Second', at: 30 },
    ]);
  });
});
