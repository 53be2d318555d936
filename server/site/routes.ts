/**
 * Serves the site: picks the build for the viewer, guards the staff section, and answers 401/403/404
 * with pages of the public build.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config.js';
import type { Viewer } from '../auth/viewer.js';
import { safeReturnPath } from '../../config/returnTarget.js';
import { notFoundFile } from '../../config/pageAddresses.js';
import { gateRequest, isSignInResource, type Audience, type Refusal } from './access.js';
import { BadPathError, decodeRequestPath, resolveBuildFile } from './resolveFile.js';
import { htmlAddressOf } from './htmlAddress.js';
import { buildPages, type BuildPages } from './buildPages.js';
import { cacheControlFor, isHashedAsset } from './cachePolicy.js';
import { renderGatePage } from './gatePage.js';
import { createCompressedAssets } from './compressedAssets.js';

const pagefindBinary = /\.(pf_[a-z]+|pagefind)$/;
const pagefindMediaType = 'application/vnd.pagefind';

export interface SiteDependencies {
  config: ServerConfig;
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  signInTemplate: string;
  /** What the sign-in page loads, served without a session under FORCE_LOGIN (./signInAssets.ts). */
  signInAssets: ReadonlySet<string>;
  /** Sets the CSP for a response; given a nonce, allows the one script the server wrote. */
  setSecurityPolicy: (reply: FastifyReply, nonce?: string) => void;
}

export async function siteRoutes(app: FastifyInstance, deps: SiteDependencies): Promise<void> {
  const roots: Record<Audience, string> = {
    public: path.resolve(deps.config.buildDirs.public),
    staff: path.resolve(deps.config.buildDirs.staff),
  };
  await app.register(fastifyStatic, { root: roots.public, serve: false, cacheControl: false, index: false, dotfiles: 'deny' });
  // Pagefind's index files are gzip data already. Served as octet-stream, the compressor would label them
  // br without re-encoding them; their own media type keeps it off. (Runs before the compressor's hook.)
  app.addHook('onSend', async (request, reply) => {
    if (pagefindBinary.test(request.url.split('?')[0] ?? '')) reply.type(pagefindMediaType);
  });

  function sendGate(reply: FastifyReply, gate: Refusal, returnTo: string): FastifyReply {
    const page = renderGatePage(deps.signInTemplate, safeReturnPath(returnTo), gate.kind === 'forbidden');
    deps.setSecurityPolicy(reply, page.nonce);
    return reply
      .code(gate.kind === 'forbidden' ? 403 : 401)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  const compressedAssets = createCompressedAssets();
  const pages: Record<Audience, BuildPages> = { public: buildPages(roots.public), staff: buildPages(roots.staff) };

  /** A 301 to a page's own address; `personal` when it was found in the staff build or behind forced sign-in. */
  function redirectToPage(reply: FastifyReply, target: string, personal: boolean): FastifyReply {
    // Served to staff, even a redirect stays out of shared caches, like every other answer from the staff build.
    return reply.header('cache-control', personal ? 'private, no-cache' : 'public, max-age=3600').redirect(target, 301);
  }

  function sendFile(reply: FastifyReply, file: string, audience: Audience, status = 200, sessionRequired = false): FastifyReply {
    return reply
      .code(status)
      .header('cache-control', cacheControlFor(file, audience, sessionRequired))
      .sendFile(file, roots[audience]);
  }

  async function serveSite(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const rawPath = request.url.split('?')[0] ?? '/';
    let requestPath: string;
    try {
      requestPath = decodeRequestPath(rawPath);
    } catch (error) {
      if (!(error instanceof BadPathError)) throw error;
      return reply.code(400).type('text/plain; charset=utf-8').send(error.message);
    }
    // The API answers for itself, however its address is escaped (`/%61pi/x`): an unknown API path is an API 404 or
    // 405, not a page.
    if (rawPath.startsWith('/api/') || requestPath.startsWith('/api/')) {
      reply.callNotFound();
      return reply;
    }
    reply.header('vary', 'Cookie');
    // A content-hashed asset the public build has is the same file in both builds: no session needed.
    if (isHashedAsset(requestPath)) {
      const shared = await resolveBuildFile(roots.public, requestPath);
      if (shared && !deps.config.forceLogin) {
        const compressed = await compressedAssets(path.join(roots.public, shared), request.headers['accept-encoding']);
        if (!compressed) return sendFile(reply, shared, 'public');
        return reply
          .header('vary', 'Cookie, Accept-Encoding')
          .header('cache-control', cacheControlFor(shared, 'public'))
          .header('content-encoding', compressed.encoding)
          .type(compressed.mediaType)
          .send(compressed.body);
      }
    }
    const viewer = await deps.viewerOf(request);
    const forcedSignIn = { forceLogin: deps.config.forceLogin, signInAssets: deps.signInAssets };
    const gate = gateRequest(requestPath, viewer, forcedSignIn);
    if (gate.kind !== 'serve') return sendGate(reply, gate, request.url);

    // Under FORCE_LOGIN only the sign-in page and what it loads go to anyone; the rest went to a session.
    const sessionRequired = deps.config.forceLogin && !isSignInResource(requestPath, deps.signInAssets);
    // After the gate, so an outsider asking for a staff page by its .html address learns nothing from the answer.
    const htmlAddress = htmlAddressOf(requestPath);
    const file = htmlAddress?.namesIndexFile ? undefined : await resolveBuildFile(roots[gate.audience], requestPath);
    const personal = gate.audience === 'staff' || sessionRequired;
    const query = request.url.slice(rawPath.length);
    if (htmlAddress && !file) {
      // In one hop: `/GSharp/Overview.html` goes straight to `/gSharp/Overview`, as deploy/nginx.conf sends it.
      const ownAddress = (await pages[gate.audience].locationIgnoringCase(htmlAddress.pageRoute)) ?? htmlAddress.pageAddress;
      return redirectToPage(reply, `${ownAddress}${query}`, personal);
    }
    // The not-found page's own file is no page: asked for by name, it still says "not found".
    if (file === notFoundFile) return sendFile(reply, file, gate.audience, 404, sessionRequired);
    if (file) return sendFile(reply, file, gate.audience, 200, sessionRequired);
    // A file only the staff build has, outside the staff section, is answered as any missing file is: a 401 or 403 there
    // would tell an outsider the file exists. Under the section, the gate has already refused every path alike.
    // A letter-case variant of a page of the reader's own build (an outsider's is the public build, and the gate has
    // already refused any spelling of the staff section). Assets and the API have no pages to find.
    const ownAddress = await pages[gate.audience].locationIgnoringCase(requestPath);
    if (ownAddress) return redirectToPage(reply, `${ownAddress}${query}`, personal);
    return sendFile(reply, notFoundFile, gate.audience, 404, sessionRequired);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveSite });
}
