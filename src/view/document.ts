// The shell every page shares: doctype, charset, the Content-Security-Policy computed from the
// page's own inline style and script, the title. Every page writer (recipe pages, gold pages,
// indexes, the gold fallback) goes through it, so none can leave the policy out.
import { policyFor } from './csp.ts';
import { escapeHtml as h } from './html.ts';

export interface DocumentParts {
  /** Plain text; escaped here. */
  title: string;
  /** The style sheet (one <style> element). */
  style: string;
  /** HTML, its values already escaped. */
  body: string;
  /** The page's script (one <script> element at the end of the body), if any. */
  script?: string;
  /** Seconds after which the browser reloads the page (a session's page follows its lines); a function is asked once the body is made. */
  refreshSeconds?: number | (() => number);
}

export interface HtmlDocument {
  html: string;
  /** The policy the page carries in its <meta>. */
  csp: string;
}

export function htmlDocument(parts: DocumentParts): HtmlDocument {
  // the style and the script are constants (style.ts, client.ts); one that ends its element early is a bug
  if (/<\/style/i.test(parts.style) || /<\/script/i.test(parts.script ?? '')) throw new Error('inline code ends its own element');
  const csp = policyFor({ scripts: parts.script === undefined ? [] : [parts.script], styles: [parts.style] });
  const seconds = typeof parts.refreshSeconds === 'function' ? parts.refreshSeconds() : parts.refreshSeconds;
  const refresh = seconds && Number.isFinite(seconds) && seconds > 0 ? `<meta http-equiv="refresh" content="${h(String(Math.ceil(seconds)))}">` : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    // first in <head>: a policy applies only to what follows it
    `<meta http-equiv="Content-Security-Policy" content="${h(csp)}">${refresh}` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${h(parts.title)}</title><style>${parts.style}</style></head>` +
    `<body>${parts.body}${parts.script === undefined ? '' : `<script>${parts.script}</script>`}</body></html>`;
  return { html, csp };
}
