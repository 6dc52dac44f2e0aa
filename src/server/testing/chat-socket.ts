import WebSocket from 'ws';
import type { ServerChatFrame } from '../../shared/contracts/chat.js';

type FrameType = ServerChatFrame['type'];
type FrameOf<T extends FrameType> = Extract<ServerChatFrame, { type: T }>;

export interface ChatSocketOptions {
  /** Handshake headers; the Origin defaults to the test app's PUBLIC_URL. */
  headers?: Record<string, string>;
  /** How long `next` and `received` wait for a frame. */
  waitMs?: number;
}

/**
 * A raw chat WebSocket client that records every frame the server sends. Waiting for a frame
 * wakes on the frame itself (or the socket closing), not on a timer.
 */
export class ChatSocket {
  readonly socket: WebSocket;
  /** Frames received and not yet taken by `next`. */
  readonly frames: ServerChatFrame[] = [];
  /** Every frame received, in order; `received` looks here. */
  readonly history: ServerChatFrame[] = [];
  /** Set once the socket has closed. */
  closed: { code: number } | null = null;
  /** Resolves with the close code once the socket has closed. */
  readonly whenClosed: Promise<{ code: number }>;
  private readonly wake = new Set<() => void>();
  private readonly waitMs: number;

  constructor(url: string, { headers = {}, waitMs = 5_000 }: ChatSocketOptions = {}) {
    this.waitMs = waitMs;
    this.socket = new WebSocket(url, { headers: { origin: 'http://localhost:5000', ...headers } });
    this.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerChatFrame;
      this.frames.push(frame);
      this.history.push(frame);
      for (const check of [...this.wake]) check();
    });
    this.whenClosed = new Promise((resolve) => {
      this.socket.on('close', (code) => {
        this.closed = { code };
        resolve(this.closed);
        for (const check of [...this.wake]) check();
      });
    });
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * The first frame of `type` (matching `match`) not yet taken; it and every frame before it
   * are taken, so the next call looks only at what came after.
   */
  next<T extends FrameType>(
    type: T,
    match: (frame: FrameOf<T>) => boolean = () => true,
  ): Promise<FrameOf<T>> {
    return this.waitFor(`a ${type} frame`, () => {
      const index = this.frames.findIndex(
        (frame) => frame.type === type && match(frame as FrameOf<T>),
      );
      if (index < 0) return undefined;
      return this.frames.splice(0, index + 1).pop() as FrameOf<T>;
    });
  }

  /** The first frame of `type` (matching `match`) ever received, taken or not. */
  received<T extends FrameType>(
    type: T,
    match: (frame: FrameOf<T>) => boolean = () => true,
  ): Promise<FrameOf<T>> {
    return this.waitFor(`a ${type} frame`, () =>
      this.history.find(
        (frame): frame is FrameOf<T> => frame.type === type && match(frame as FrameOf<T>),
      ),
    );
  }

  /**
   * Waits for the history (or finds it already read), then joins under `username` and returns
   * the confirmation; so a test may first read the history, or try something before joining.
   */
  async join(username: string) {
    await this.received('message_history');
    this.send({ type: 'join', data: { username } });
    return this.next('join_confirmed');
  }

  /** Sends a chat message and answers the data of the next new message the room hears. */
  async say(message: string) {
    this.send(chatMessage(message));
    return (await this.next('new_message')).data;
  }

  /** Sends `frame` and answers the data of the error frame the server refuses it with. */
  async refusal(frame: unknown) {
    this.send(frame);
    return (await this.next('error')).data;
  }

  close() {
    this.socket.close();
  }

  /** Resolves with what `find` finds, looking again on every frame; fails on close or timeout. */
  private waitFor<F>(what: string, find: () => F | undefined): Promise<F> {
    const timeoutMs = this.waitMs;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.wake.delete(check);
        settle();
      };
      const fail = (why: string) =>
        finish(() =>
          reject(new Error(`${why} waiting for ${what}; unread: ${JSON.stringify(this.frames)}`)),
        );
      const check = () => {
        const found = find();
        if (found !== undefined) finish(() => resolve(found));
        else if (this.closed) fail(`The socket closed (code ${this.closed.code})`);
      };
      const timer = setTimeout(() => fail(`Timed out after ${timeoutMs} ms`), timeoutMs);
      this.wake.add(check);
      check();
    });
  }
}

/** A chat message frame, as a client sends it. */
export const chatMessage = (message: string) => ({ type: 'chat_message', data: { message } });

/** The address of the chat socket of a test app listening on loopback (`listen: true`). */
export const chatSocketUrl = (t: { port: number }) => `ws://127.0.0.1:${t.port}/chat-ws`;
