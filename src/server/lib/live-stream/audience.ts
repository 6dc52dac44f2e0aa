import type { ServerResponse } from 'node:http';
import { type IcyState, icyMetadataBlock, type TitleAt, withIcyBlocks } from './icy.js';
import type { LiveStreamLog } from './live-stream.types.js';

/** Distinct titles whose metadata blocks are kept ready; a station has one or two at a time. */
const CACHED_BLOCKS = 16;

/**
 * The connected listeners and the fan-out of each tick's audio to them. Plain listeners all get
 * the same Buffer in one write; ICY listeners get it with their metadata blocks spliced in.
 */
export class Audience {
  private readonly plain = new Set<ServerResponse>();
  private readonly icy = new Map<ServerResponse, IcyState>();
  private readonly blocks = new Map<string, Buffer>();

  constructor(
    private readonly icyMetaInt: number,
    private readonly log: LiveStreamLog,
  ) {}

  count(): number {
    return this.plain.size + this.icy.size;
  }

  /**
   * Takes a listener whose headers are written: sends it `burst` (the stream from byte offset
   * `burstOffset`), then every broadcast until it leaves, is dropped or is ended.
   */
  add(
    res: ServerResponse,
    wantsIcy: boolean,
    burst: Buffer,
    burstOffset: number,
    titleAt: TitleAt,
    maxBacklogBytes: number,
  ) {
    // Gone before its first byte (it hung up while the request was routed): nothing to count.
    if (res.destroyed || res.socket?.destroyed) return;
    // A client that goes away surfaces as 'close', and sometimes also as a write error
    // (ECONNRESET, EPIPE) first; either way it only leaves the set.
    res.on('error', () => this.remove(res));
    res.once('close', () => this.remove(res));
    let first = burst;
    if (wantsIcy) {
      const state: IcyState = { nextBlockAt: burstOffset + this.icyMetaInt, lastTitle: undefined };
      this.icy.set(res, state);
      first = this.icyBytes(burst, burstOffset, state, titleAt);
    } else {
      this.plain.add(res);
    }
    // With nothing to send yet the headers would otherwise wait for the first tick.
    if (first.length > 0) this.deliver(res, first, maxBacklogBytes);
    else res.flushHeaders();
  }

  /** Sends one tick's audio, which starts at stream byte offset `chunkStart`, to everyone. */
  broadcast(chunk: Buffer, chunkStart: number, titleAt: TitleAt, maxBacklogBytes: number) {
    for (const res of this.plain) this.deliver(res, chunk, maxBacklogBytes);
    for (const [res, state] of this.icy) {
      this.deliver(res, this.icyBytes(chunk, chunkStart, state, titleAt), maxBacklogBytes);
    }
  }

  /** Ends every listener: those with a backlog are cut, as it could take long to drain. */
  endAll() {
    for (const res of [...this.plain, ...this.icy.keys()]) {
      this.remove(res);
      if (res.writableLength > 0) res.destroy();
      else res.end();
    }
  }

  private icyBytes(chunk: Buffer, start: number, state: IcyState, titleAt: TitleAt): Buffer {
    return withIcyBlocks(chunk, start, state, this.icyMetaInt, titleAt, this.blockFor);
  }

  private blockFor = (title: string): Buffer => {
    let block = this.blocks.get(title);
    if (!block) {
      if (this.blocks.size >= CACHED_BLOCKS) this.blocks.clear();
      block = icyMetadataBlock(title);
      this.blocks.set(title, block);
    }
    return block;
  };

  private deliver(res: ServerResponse, bytes: Buffer, maxBacklogBytes: number) {
    if (res.destroyed || res.writableEnded) {
      this.remove(res);
      return;
    }
    res.write(bytes);
    // What the socket has not taken yet: a listener that stopped reading (or is on a line slower
    // than the stream) would otherwise make the server hold ever more audio for it.
    const backlog = res.writableLength;
    if (backlog > maxBacklogBytes) {
      this.remove(res);
      this.log.warn(
        { backlogBytes: backlog, maxBacklogBytes, remoteAddress: res.socket?.remoteAddress },
        'dropped a live stream listener that fell too far behind',
      );
      res.destroy();
    }
  }

  private remove(res: ServerResponse) {
    this.plain.delete(res);
    this.icy.delete(res);
  }
}
