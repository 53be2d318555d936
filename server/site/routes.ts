/**
 * Serves the site by path: the public build for every address outside the staff section, to every reader alike; the
 * staff section's build (`build/staff`) for the section's addresses, to staff only. Refusals are the 401/403 pages
 * (the public build's sign-in page), whatever the path under the section names.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config.js';
import type { Viewer } from '../auth/viewer.js';
import { safeReturnPath } from '../../contract/returnTarget.js';
import { notFoundFile } from '../../contract/pageAddresses.js';
import {
  gateRequest,
  isAudienceList,
  isStaffSectionBase,
  isSignInResource,
  readsSession,
  type Audience,
  type Refusal,
  type ViewerStatus,
} from './access.js';
import { isInStaffSection, staffSectionIntro, staffSectionPrefix } from '../../contract/audience.js';
import { resolveBuildFile } from './resolveFile.js';
import { decodeUrlPath } from '../../contract/urlPath.js';
import { htmlAddressOf } from './htmlAddress.js';
import { buildPages, type BuildPages } from './buildPages.js';
import { cacheControlFor } from './cachePolicy.js';
import { renderGatePage } from './gatePage.js';

const anonymous: ViewerStatus = { signedIn: false, staff: false };

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
  await app.register(fastifyStatic, {
    root: roots.public,
    serve: false,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
    // The build writes `x.br` and `x.gz` beside each text file (scripts/precompress.ts); a file is sent as the copy the
    // client accepts, from the same build folder the gate chose, with `Vary: Accept-Encoding`. The general compressor
    // leaves an answer that already has its encoding alone.
    preCompressed: true,
  });
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

  const pages: Record<Audience, BuildPages> = {
    public: buildPages(roots.public, '/', (problem) => app.log.warn(problem)),
    staff: buildPages(roots.staff, staffSectionPrefix, (problem) => app.log.warn(problem)),
  };

  /**
   * A redirect to a page's own address (301), or to where an address without a page leads (302); `personal` when it
   * was found in the staff section's build or behind forced sign-in.
   */
  function redirectToPage(
    reply: FastifyReply,
    target: string,
    personal: boolean,
    status: 301 | 302 = 301,
  ): FastifyReply {
    // Served to staff, even a redirect stays out of shared caches, like every other answer from `build/staff`.
    return reply
      .header('cache-control', personal ? 'private, no-cache' : 'public, max-age=3600')
      .redirect(target, status);
  }

  /** Sends a file of a build (`file` is its path inside the build), compressed as the build wrote it when accepted. */
  function sendFile(
    reply: FastifyReply,
    file: string,
    audience: Audience,
    status = 200,
    sessionRequired = false,
  ): FastifyReply {
    reply.code(status).header('cache-control', cacheControlFor(file, audience, sessionRequired));
    return reply.sendFile(file, roots[audience]);
  }

  /**
   * Answers a path of one build: its file, a redirect to a page's own address, or the build's not-found page.
   * `pathInBuild` is the path with the build's address taken off (`build/staff`'s is the staff section's address).
   */
  async function serveFromBuild(
    request: FastifyRequest,
    reply: FastifyReply,
    audience: Audience,
    requestPath: string,
    pathInBuild: string | undefined,
    sessionRequired: boolean,
  ): Promise<FastifyReply> {
    const rawPath = request.url.split('?')[0] ?? '/';
    const query = request.url.slice(rawPath.length);
    const personal = audience === 'staff' || sessionRequired;
    const htmlAddress = htmlAddressOf(requestPath);
    const file =
      pathInBuild === undefined || htmlAddress?.namesIndexFile
        ? undefined
        : await resolveBuildFile(roots[audience], pathInBuild);
    if (htmlAddress && !file) {
      // In one hop: `/GSharp/Overview.html` goes straight to `/gSharp/Overview`, as deploy/nginx.conf sends it.
      const ownAddress = (await pages[audience].locationIgnoringCase(htmlAddress.pageRoute)) ?? htmlAddress.pageAddress;
      return redirectToPage(reply, `${ownAddress}${query}`, personal);
    }
    // The not-found page's own file is no page: asked for by name, it still says "not found".
    if (file === notFoundFile) return sendFile(reply, file, audience, 404, sessionRequired);
    if (file) return sendFile(reply, file, audience, 200, sessionRequired);
    // An old address of a page that moved (the API reference's numbered overloads), kept for bookmarks and links.
    const movedTo = await pages[audience].movedTo(requestPath);
    if (movedTo) return redirectToPage(reply, `${movedTo}${query}`, personal);
    // A letter-case variant of a page of this build. Assets and the API have no pages to find.
    const ownAddress = await pages[audience].locationIgnoringCase(requestPath);
    if (ownAddress) return redirectToPage(reply, `${ownAddress}${query}`, personal);
    return sendFile(reply, notFoundFile, audience, 404, sessionRequired);
  }

  async function serveSite(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const rawPath = request.url.split('?')[0] ?? '/';
    const decoded = decodeUrlPath(rawPath);
    if (!decoded.ok) return reply.code(400).type('text/plain; charset=utf-8').send(decoded.problem);
    const requestPath = decoded.path;
    // The API answers for itself, however its address is escaped (`/%61pi/x`): an unknown API path is an API 404 or
    // 405, not a page.
    if (rawPath.startsWith('/api/') || requestPath.startsWith('/api/')) {
      reply.callNotFound();
      return reply;
    }
    // A public page's answer is the same for every reader, so the session is read (and the answer varies by cookie)
    // only where it can change the answer.
    const viewer = readsSession(requestPath, deps.config.forceLogin) ? await deps.viewerOf(request) : anonymous;
    const gate = gateRequest(requestPath, viewer, {
      forceLogin: deps.config.forceLogin,
      signInAssets: deps.signInAssets,
    });
    if (gate.kind !== 'serve') return sendGate(reply, gate, request.url);
    if (gate.audience === 'staff') {
      // The section's bare address has no page of its own; staff reach it by typing it, in whatever letter case, and
      // it opens the intro.
      if (isStaffSectionBase(requestPath)) {
        return redirectToPage(reply, `${encodeURI(staffSectionIntro)}${request.url.slice(rawPath.length)}`, true, 302);
      }
      // Only the section's own spelling is a path of `build/staff`; another letter case finds its page to redirect to.
      const pathInOverlay = isInStaffSection(requestPath)
        ? `/${requestPath.slice(staffSectionPrefix.length)}`
        : undefined;
      return serveFromBuild(request, reply, 'staff', requestPath, pathInOverlay, true);
    }
    // Staff read the llms.txt of every page, which plugins/page-markdown writes into the staff section's build.
    if (viewer.staff && isAudienceList(requestPath)) return sendFile(reply, requestPath.slice(1), 'staff');
    // Under FORCE_LOGIN only the sign-in page and what it loads go to anyone; the rest went to a session.
    const sessionRequired = deps.config.forceLogin && !isSignInResource(requestPath, deps.signInAssets);
    return serveFromBuild(request, reply, 'public', requestPath, requestPath, sessionRequired);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveSite });
}
