/**
 * A real SMPP server (the `smpp` package's server side) standing in for an SMS gateway: it checks the
 * login the site binds with and keeps every message submitted, so tests read texts as a phone would.
 */
import smpp from 'smpp';
import { freePort } from './freePort';
import type { TextMessage } from './textMessages';

export interface SmsGateway {
  /** The value for the site's SMS_URL. */
  url: string;
  received: TextMessage[];
  stop(): Promise<void>;
}

const systemId = 'tideline-docs';
const password = 'gw-secret';

function text(value: { message: string } | string | undefined): string {
  return typeof value === 'string' ? value : (value?.message ?? '');
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const port = await freePort();
  const received: TextMessage[] = [];
  const server = smpp.createServer((session) => {
    session.on('bind_transceiver', (pdu) => {
      const accepted = pdu.system_id === systemId && pdu.password === password;
      session.send(pdu.response(accepted ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      if (!accepted) session.close();
    });
    session.on('submit_sm', (pdu) => {
      received.push({
        to: `+${pdu.destination_addr ?? ''}`,
        text: text(pdu.short_message) || text(pdu.message_payload),
        id: `smpp-${received.length}`,
      });
      session.send(pdu.response({ message_id: String(received.length) }));
    });
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
    session.on('error', () => session.close());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smpp://${systemId}:${password}@127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
