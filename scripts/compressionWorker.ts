/**
 * A compression thread of ./precompress.ts: started ahead of its work, it compresses the files of the one task it is
 * sent, then ends.
 */
import { parentPort } from 'node:worker_threads';
import { compressEach, type CompressionTask } from './precompress.js';

parentPort?.once('message', (task: CompressionTask) => compressEach(task));
