// One renderer per app, each in its own worker thread: Vike keeps one build per JavaScript realm,
// so the desktop and mobile builds cannot share one (docs/decisions.md).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

await import(pathToFileURL(workerData.serverEntry).href);
const { renderPage } = await import('vike/server');

parentPort.on('message', async ({ id, urlOriginal, headersOriginal, cspNonce }) => {
  try {
    const pageContext = await renderPage({ urlOriginal, headersOriginal, cspNonce });
    const { httpResponse } = pageContext;
    if (!httpResponse) {
      parentPort.postMessage({ id, status: 500, headers: [], body: '' });
      return;
    }
    const body = await httpResponse.getBody();
    parentPort.postMessage({ id, status: httpResponse.statusCode, headers: httpResponse.headers, body });
  } catch (error) {
    console.error('render failed', error);
    parentPort.postMessage({ id, status: 500, headers: [], body: '' });
  }
});
parentPort.postMessage({ ready: true });
