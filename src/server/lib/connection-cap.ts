import type { Server } from 'node:net';
import { createPerAddressCap } from './per-address-cap.js';

/**
 * Closes a new TCP connection at once when its address already holds `max` open ones, so one
 * client cannot take every socket the process has. Returns the counter, for tests.
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  const cap = createPerAddressCap(max);
  server.on('connection', (socket) => {
    const release = cap.acquire(socket.remoteAddress ?? '');
    if (!release) socket.destroy();
    else socket.once('close', release);
  });
  return cap;
}
