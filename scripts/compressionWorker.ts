/** A compression thread of ./precompress.ts: compresses the files it was started with, then ends. */
import { workerData } from 'node:worker_threads';
import { compressEach, type CompressionTask } from './precompress.js';

compressEach(workerData as CompressionTask);
