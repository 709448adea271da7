/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): each is rendered to HTML with the
 * critical CSS its markup uses, in pt-BR and the default (dark) settings, so the page paints before any
 * JavaScript runs; the app then hydrates it in the browser (main.tsx).
 */
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router-dom';
import App from '@/app/App';
import { buildRoutes, routerReady } from '@/app/router';
import { makeStore } from '@/app/store';
import { BRAND } from '@/config';
import { catalogueSnapshot, loadBootCatalogue } from '@/i18n/catalogue';
import { loadMuiLocalization } from '@/i18n/locales';
import { signedOutAtStart } from '@/store/sessionSlice';
import { ltrCache } from '@/theme/emotionCache';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Style tags of the critical CSS, for the head. */
  styles: string;
  title: string;
  /** 200, or the status the route answered (a 404 is not written). */
  status: number;
}

const emotionServer = createEmotionServer(ltrCache);

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Renders `url` (a path of the public route table; `:id` segments render the page's loading state).
 * `signedOut`: a sign-in page, rendered as a visitor with no stored session sees it (its guard waits for
 * the session otherwise).
 */
export async function renderPage(url: string, { signedOut = false } = {}): Promise<PrerenderedPage> {
  await Promise.all([loadBootCatalogue('pt'), loadMuiLocalization('pt')]);
  // The same router and tree the browser hydrates with (a memory router in place of the browser's), so
  // every component, and every generated id, is where the client expects it.
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  await routerReady(router);
  const error: unknown = Object.values(router.state.errors ?? {})[0];
  const status = error === undefined ? 200 : isRouteErrorResponse(error) ? error.status : 500;
  // The state the browser starts from before its first render: nobody signed in yet, default settings.
  const store = makeStore();
  if (signedOut) store.dispatch(signedOutAtStart());

  const { prelude } = await prerender(
    <StrictMode>
      <App store={store} router={router} serverState={store.getState()} />
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const titleId = [...router.state.matches]
    .reverse()
    .map((match) => (match.route.handle as { titleId?: string } | undefined)?.titleId)
    .find(Boolean);
  const intl = createIntl({ locale: 'pt-BR', messages: catalogueSnapshot().messages });
  const title = titleId ? `${intl.formatMessage({ id: titleId })} | ${BRAND}` : BRAND;
  router.dispose();
  return { html, styles, title, status };
}
