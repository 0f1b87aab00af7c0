import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends one request at a time and reads the status and the
 * body length, nothing more: a load generator as lean as pgbench's client, so that the CPU it shares
 * with the server and the database goes to them. Answers must carry Content-Length (Fastify's do).
 */
export class RawConnection {
  private readonly socket: net.Socket;
  private pending: Buffer = Buffer.alloc(0);
  private waiter: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;

  private constructor(
    socket: net.Socket,
    private readonly host: string,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static open(url: URL): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () =>
        resolve(new RawConnection(socket, url.host)),
      );
      socket.once('error', reject);
    });
  }

  /** Sends a JSON POST and resolves with the status code once the whole answer has arrived. */
  post(path: string, body: string, headers: Record<string, string>): Promise<number> {
    if (this.waiter) return Promise.reject(new Error('one request at a time'));
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  close() {
    this.socket.removeAllListeners('close');
    this.socket.end();
  }

  private onData(chunk: Buffer) {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const end = this.pending.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.pending.toString('latin1', 0, end);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return this.fail(new Error('answer without content-length'));
    const total = end + HEADER_END.length + Number(length[1]);
    if (this.pending.length < total) return;
    const status = Number(head.slice(9, 12));
    this.pending = this.pending.subarray(total);
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.resolve(status);
  }

  private fail(error: Error) {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(error);
  }
}
