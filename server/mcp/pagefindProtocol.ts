/** Messages between the server and its Pagefind worker (./pagefindWorker.ts). */
import type { Audience } from '../../contract/audience.js';

export interface WorkerSettings {
  /** Each build's `pagefind/` folder. */
  bundleDirs: Record<Audience, string>;
}

export interface SearchRequest {
  id: number;
  audience: Audience;
  query: string;
  limit: number;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}

export type SearchReply =
  | { id: number; ok: true; total: number; hits: SearchHit[] }
  | { id: number; ok: false; message: string };
