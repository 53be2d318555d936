/**
 * What a reader's first visit downloads: bytes on the wire for a cold load of the home page and of a
 * guide page, served by the real server with compression, until the page has hydrated and the network is quiet.
 * Budgets cover HTML, CSS, JS, images and the session check; no other page's code is fetched until a link is pointed at.
 * Diagrams are SVG inside the page's HTML (plugins/diagrams), so a page with one pays only for its drawing.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteServer } from '../tests/e2e/support/siteServer.js';
import { firstLoadSettled } from '../tests/e2e/support/firstLoad.js';

const pages = [
  { address: '/', budgetKilobytes: 400 },
  { address: '/markdown-page', budgetKilobytes: 400 },
  { address: '/Tideline/Support/Logging%20In', budgetKilobytes: 250 },
  { address: '/Tideline/Applications/RDII/Overview', budgetKilobytes: 250 },
];

const site = await startSiteServer({ port: 3310, dataDir: path.resolve('.cache/bench/first-visit') });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
let overBudget = false;
try {
  for (const { address, budgetKilobytes } of pages) {
    const budgetBytes = budgetKilobytes * 1024;
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const settled = firstLoadSettled(page);
    await page.goto(`${site.url}${address}`);
    await settled();
    const kilobytes = (bytes / 1024).toFixed(0);
    const verdict = bytes <= budgetBytes ? 'within' : 'OVER';
    console.log(`${address}: ${kilobytes} KB in ${requests} requests (${verdict} the ${budgetKilobytes} KB budget)`);
    overBudget ||= bytes > budgetBytes;
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
process.exit(overBudget ? 1 : 0);
