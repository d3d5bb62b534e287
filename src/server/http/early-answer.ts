import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const MB = 1024 * 1024;

/**
 * How long a connection keeps reading, and throwing away, what its client still sends after an
 * answer given before the request's body was read (nginx's lingering close). Closing a socket with
 * unread bytes makes the kernel reset the connection, and a client still sending drops the answer
 * it had not read yet: Node's fetch saw ECONNRESET instead of the 413 in most tries. A client told
 * `Connection: close` stops sending once it reads the answer, well within this on any network a
 * person waits on.
 */
export const LINGER_MS = 2000;

/**
 * The most the server reads after such an answer: a client's bytes in flight when it reads the
 * answer (its send buffer and our receive buffer, a few MB each on Linux) fit with room to spare,
 * while a client that goes on sending a gigabyte is cut off after this much.
 */
export const LINGER_MAX_BYTES = 16 * MB;

const lingering = new WeakSet<Socket>();

/**
 * Keeps the connection of a request whose answer leaves before its body was read open after the
 * answer, reading and discarding for at most LINGER_MS and LINGER_MAX_BYTES, then closes it. The
 * answer must say `Connection: close`: Node then sends it, half-closes the connection and calls
 * `destroySoon`, which would destroy the socket as soon as the answer is written.
 */
export function lingerAfterAnswer(request: IncomingMessage): void {
  const socket = request.socket;
  if (request.complete || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    discardUntilClosed(socket);
  };
}

function discardUntilClosed(socket: Socket): void {
  if (socket.destroyed) return;
  // The HTTP parser is done with this connection: without its listener, whatever arrives (the rest
  // of the body, a pipelined request) is only counted. A data listener of our own also hands the
  // socket's reads back from the parser to JavaScript.
  socket.removeAllListeners('data');
  let read = 0;
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_MAX_BYTES) socket.destroy();
  });
  const deadline = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(deadline));
  // The client's own end (it read the answer and closed) ends the wait before the deadline.
  socket.once('end', () => socket.destroy());
  socket.resume();
  // A socket the parser had paused (a body past its ceiling, or one nobody read) was stopped at its
  // handle, behind the stream's back: the stream still counts a read as under way and would never
  // ask again. Node's HTTP server restarts such a socket the same way when it resumes it.
  const handle = (socket as Socket & { _handle?: { reading?: boolean; readStart?: () => number } })._handle;
  if (handle?.readStart && !handle.reading) {
    handle.reading = true;
    handle.readStart();
  }
}

/**
 * An answer that leaves before its request's body was read (a 401 to an anonymous upload, a 403,
 * a 429) ends the connection. Node would otherwise read and discard the rest of the body to keep
 * the connection alive: a refused client could still make the server swallow a gigabyte. The
 * connection lingers a little first, so the client reads the answer rather than a reset.
 */
export function closeAfterEarlyAnswer(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    if (!request.complete) {
      response.setHeader('Connection', 'close');
      lingerAfterAnswer(request);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
