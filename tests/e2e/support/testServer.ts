/** Where the e2e test stack listens and keeps its files. Shared by the Playwright config and the tests. */
import path from 'node:path';
import { sharedFreePort } from './freePort';

const root = path.resolve(__dirname, '../../..');
const stateDir = path.join(root, 'test-results', 'stack');

const port = sharedFreePort('TIDELINE_E2E_PORT');

export const testServer = {
  port,
  url: `http://localhost:${port}`,
  smtpPort: sharedFreePort('TIDELINE_E2E_SMTP_PORT'),
  /** Every message the SMTP server receives is written here as an .eml file. */
  mailboxDir: path.join(stateDir, 'mailbox'),
  dataDir: path.join(stateDir, 'data'),
  root,
};
