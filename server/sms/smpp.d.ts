/**
 * The parts of the `smpp` package (0.5, plain JavaScript without types) this site uses: a client session
 * that binds and submits, and the server side the end-to-end tests run as a gateway.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';

  export interface Pdu {
    command: string;
    command_status: number;
    system_id?: string;
    password?: string;
    destination_addr?: string;
    source_addr?: string;
    /** Decoded by the package: `{ message }` with the text. */
    short_message?: { message: string } | string;
    message_payload?: { message: string } | string;
    response(options?: Record<string, unknown>): Pdu;
  }

  type Callback = (pdu: Pdu) => void;

  export class Session extends EventEmitter {
    bind_transceiver(options: Record<string, unknown>, callback: Callback): void;
    submit_sm(options: Record<string, unknown>, callback: Callback): void;
    unbind(options?: Record<string, unknown>, callback?: Callback): void;
    send(pdu: Pdu): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
  }

  export class Server extends EventEmitter {
    listen(port: number, host?: string, callback?: () => void): this;
    close(callback?: () => void): void;
  }

  export function connect(options: { host: string; port: number; tls?: boolean }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVPASWD: number;
}
