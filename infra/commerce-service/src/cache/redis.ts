import net from 'node:net';

type Reply = string | number | null | Reply[] | Error;

/**
 * A small Redis client for the catalogue cache: MGET and pipelined SET ... EX over one
 * connection, RESP2 replies parsed in order. Hand-written because the cache needs three commands
 * and a client library would add a dependency tree (and lockfile churn) for them.
 */
export class RedisClient {
  private socket: net.Socket | null = null;
  private connecting: Promise<net.Socket> | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: Array<{ resolve: (r: Reply) => void; reject: (e: Error) => void }> = [];

  constructor(private readonly url: string) {}

  private connect(): Promise<net.Socket> {
    if (this.socket) return Promise.resolve(this.socket);
    if (this.connecting) return this.connecting;
    const url = new URL(this.url);
    this.connecting = new Promise<net.Socket>((resolve, reject) => {
      const socket = net.createConnection({
        host: url.hostname || '127.0.0.1',
        port: Number(url.port || 6379),
      });
      socket.setNoDelay(true);
      socket.unref(); // an idle cache connection never keeps the process alive
      socket.once('connect', () => {
        this.socket = socket;
        this.connecting = null;
        resolve(socket);
      });
      socket.on('data', (chunk) => this.onData(chunk));
      const fail = (error: Error) => {
        this.socket = null;
        this.connecting = null;
        this.buffer = Buffer.alloc(0);
        for (const w of this.waiting.splice(0)) w.reject(error);
        reject(error);
      };
      socket.once('error', fail);
      socket.once('close', () => fail(new Error('redis connection closed')));
    });
    return this.connecting.then(async (socket) => {
      const password = decodeURIComponent(url.password);
      if (password)
        await this.send(
          [['AUTH', ...(url.username ? [decodeURIComponent(url.username)] : []), password]],
          socket,
        );
      const db = url.pathname.replace('/', '');
      if (db) await this.send([['SELECT', db]], socket);
      return socket;
    });
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const parsed = parse(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const waiter = this.waiting.shift();
      if (waiter) waiter.resolve(parsed.value);
    }
  }

  private send(commands: string[][], socket: net.Socket): Promise<Reply[]> {
    const replies = commands.map(
      () => new Promise<Reply>((resolve, reject) => this.waiting.push({ resolve, reject })),
    );
    socket.write(
      commands
        .map(
          (args) =>
            `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`,
        )
        .join(''),
    );
    return Promise.all(replies).then((list) => {
      const error = list.find((r): r is Error => r instanceof Error);
      if (error) throw error;
      return list;
    });
  }

  /** Runs commands pipelined; rejects on the first error reply. */
  async pipeline(commands: string[][]): Promise<Reply[]> {
    return this.send(commands, await this.connect());
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

function parse(buf: Buffer, start: number): { value: Reply; end: number } | null {
  const line = buf.indexOf('\r\n', start);
  if (line < 0) return null;
  const type = String.fromCharCode(buf[start] as number);
  const head = buf.toString('utf8', start + 1, line);
  const next = line + 2;
  if (type === '+') return { value: head, end: next };
  if (type === '-') return { value: new Error(head), end: next };
  if (type === ':') return { value: Number(head), end: next };
  if (type === '$') {
    const len = Number(head);
    if (len < 0) return { value: null, end: next };
    if (buf.length < next + len + 2) return null;
    return { value: buf.toString('utf8', next, next + len), end: next + len + 2 };
  }
  if (type === '*') {
    const count = Number(head);
    if (count < 0) return { value: null, end: next };
    const items: Reply[] = [];
    let at = next;
    for (let i = 0; i < count; i++) {
      const item = parse(buf, at);
      if (!item) return null;
      items.push(item.value);
      at = item.end;
    }
    return { value: items, end: at };
  }
  throw new Error(`unexpected redis reply type ${type}`);
}
