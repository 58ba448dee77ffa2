// Compression of the answers that are not precompressed (static-files.ts serves those).
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Responses smaller than this are sent uncompressed: compressing them saves nothing. */
const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 5 compresses nearly as well as 11 on JS at a small fraction of the CPU per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // @fastify/compress applies its threshold to buffers only; a small file arrives as a stream,
  // so read it (under 1 KB) into a buffer and let the threshold decide.
  app.addHook('onSend', async (_request, reply, payload) => {
    const length = Number(reply.getHeader('content-length'));
    return isStream(payload) && length < COMPRESS_THRESHOLD ? drain(payload) : payload;
  });
}

function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
