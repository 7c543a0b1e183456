// The Content-Security-Policy of a page. A page is one file opened from file:// (or served by
// `irl-kitchen serve`), so nothing may be fetched and only the page's own inline script and
// style may run: each is allowed by the hash of its text, computed when the page is written. A
// value that slipped into the page unescaped still could not run a script, load anything, send
// a form or move the page's base.
import { createHash } from 'node:crypto';

/** What a page inlines: the text of its `<script>` and `<style>` elements. */
export interface InlineCode {
  scripts: readonly string[];
  styles: readonly string[];
}

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sources = (texts: readonly string[]) => (texts.length ? texts.map(hashSource).join(' ') : "'none'");

/**
 * The policy for a page inlining exactly `code`. Pages carry no style attributes (the style
 * sheet has a class for each), so style-src needs neither 'unsafe-inline' nor 'unsafe-hashes';
 * the script sets styles through the CSSOM only, which CSP does not restrict. No img-src: the
 * drawings are inline SVG, not images.
 */
export function policyFor(code: InlineCode): string {
  return [`default-src 'none'`, `script-src ${sources(code.scripts)}`, `style-src ${sources(code.styles)}`, `base-uri 'none'`, `form-action 'none'`].join('; ');
}

/**
 * The directives a `<meta>` cannot carry (browsers ignore them there, with a console error), for
 * a server to add to the header: no other site may frame the page.
 */
export const HEADER_ONLY_DIRECTIVES = `frame-ancestors 'none'`;

// The page writers put no attribute on their <style> and executable <script> elements, and every
// value goes through escapeHtml, so these patterns find exactly the page's own inline code.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const DATA_BLOCK = /\btype\s*=\s*"application\/json"/i;

/** The inline code of a written page: executable scripts (not JSON data blocks) and style elements. */
export function inlineCodeOf(html: string): InlineCode {
  const scripts = [...html.matchAll(SCRIPT)].filter((m) => !DATA_BLOCK.test(m[1])).map((m) => m[2]);
  const styles = [...html.matchAll(STYLE)].map((m) => m[1]);
  return { scripts, styles };
}

/** The policy a written page needs (what its `<meta>` says), e.g. to send it as a header as well. */
export function pagePolicy(html: string): string {
  return policyFor(inlineCodeOf(html));
}
