/**
 * The catalogue cache's Redis connection (ioredis): a Redis that accepts the connection and then
 * never answers must not hold a request; `rediss://` speaks TLS.
 */
import net from 'node:net';
import { createRedis } from '../src/cache/redis';

describe('Redis connection of the catalogue cache', () => {
  let silent: net.Server;
  let port: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.push(socket)); // reads, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a Redis that never answers instead of waiting for ever', async () => {
    const redis = createRedis(`redis://127.0.0.1:${port}`);
    try {
      await expect(redis.mget('a', 'b')).rejects.toThrow(/timed out|timeout/i);
    } finally {
      redis.disconnect();
    }
  });

  it('speaks TLS to a rediss:// URL', () => {
    const redis = createRedis(`rediss://user:secret@127.0.0.1:${port}/2`);
    try {
      expect(redis.options).toMatchObject({
        tls: {},
        username: 'user',
        password: 'secret',
        db: 2,
      });
    } finally {
      redis.disconnect();
    }
  });
});
