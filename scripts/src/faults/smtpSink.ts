/**
 * A tiny SMTP server the fault suite controls: it accepts mail, or refuses every connection (421, the way a
 * server that is down or overloaded answers), or refuses the messages holding a marker (550, a permanent
 * refusal). It keeps what it accepted.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** The marker the suite puts in each mail it causes. */
export const MARKER = /fault-[a-z]+-\d+-\d+/;

export type SinkMode = 'accept' | 'refuse';

export interface AcceptedMail {
  to: string[];
  data: string;
}

export class SmtpSink {
  mode: SinkMode = 'accept';
  /** Messages whose data holds one of these strings are refused with 550. */
  readonly refusedMarkers = new Set<string>();
  readonly accepted: AcceptedMail[] = [];
  private readonly byMarker = new Map<string, number>();
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  private constructor() {
    this.server = createServer((socket) => this.session(socket));
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** How many accepted mails held the marker (a marker is `fault-<kind>-<pid>-<n>`). */
  deliveredCount(marker: string): number {
    return this.byMarker.get(marker) ?? 0;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (this.mode === 'refuse') {
      socket.end('421 4.3.2 Service not available, try again later\r\n');
      return;
    }
    let inData = false;
    let data: string[] = [];
    let to: string[] = [];
    let buffer = '';
    socket.write('220 faults ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const text = data.join('\n');
          const marker = MARKER.exec(text)?.[0];
          if (marker && this.refusedMarkers.has(marker)) {
            socket.write('550 5.7.1 Message refused\r\n');
          } else {
            this.accepted.push({ to, data: text });
            if (marker) this.byMarker.set(marker, (this.byMarker.get(marker) ?? 0) + 1);
            socket.write('250 2.0.0 queued\r\n');
          }
          data = [];
          to = [];
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 faults\r\n');
        else if (/^RCPT TO:/i.test(line)) {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 2.1.5 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  }
}
