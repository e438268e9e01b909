import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface GetOptions {
  headers?: Record<string, string>;
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * A plain GET over node:http. It sends no Accept-Encoding, so the server answers uncompressed bytes: sizes are
 * then gzipped here with one fixed setting, whatever the server's own compression does.
 */
export function httpGet(url: string, { headers = {}, agent, timeoutMs = 15_000 }: GetOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

/** Like httpGet, but anything other than 200 is an error: the bench must not measure error pages. */
export async function httpGetOk(url: string, options?: GetOptions): Promise<HttpResponse> {
  const response = await httpGet(url, options);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}
