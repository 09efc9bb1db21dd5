import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Markup that is already safe: only `html` (which escapes every value it is given) makes it. */
export class SafeHtml {
  constructor(readonly text: string) {}
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** A template tag that HTML-escapes every interpolated value except `SafeHtml` (and arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + render(values[index - 1]) + text));
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f6f7f9;margin:0}',
  'main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d8dbe0;border-radius:8px}',
  'h1{font-size:1.4rem;line-height:1.3;margin-top:0}h2{font-size:1.1rem}',
  'label{display:block;font-weight:600;margin-top:1rem}',
  'input,select{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #8a9099;border-radius:4px}',
  'button{font:inherit;padding:.5rem 1.2rem;margin:1rem .5rem 0 0;border-radius:4px;border:1px solid #1f4fd1;background:#1f4fd1;color:#fff;cursor:pointer}',
  'button.secondary{background:#fff;color:#1f4fd1}',
  'button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #ffbf47;outline-offset:1px}',
  '.alert{border-left:4px solid #c62828;background:#fdecea;padding:.5rem 1rem}',
  '.environment{display:inline-block;padding:.1rem .6rem;border-radius:4px;font-weight:700}',
  '.environment.production{background:#fdecea;color:#8e1b1b}.environment.sandbox{background:#e7f0fe;color:#173f8a}',
  'code{font-size:.9em;background:#f0f1f3;padding:.1rem .3rem;border-radius:3px;overflow-wrap:anywhere}',
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'ul.scopes li{margin:.4rem 0}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .3rem;border-bottom:1px solid #e3e5e8}',
].join('');
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export interface Page {
  title: string;
  body: SafeHtml;
  /** Origins a form of this page may end up at besides this site (the consent form redirects to the integration). */
  formTargets?: string[];
}

/**
 * Sends a server-rendered page: no script at all, one inline style allowed by its hash, never
 * framed, never cached, no Referer sent onwards.
 */
export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  const document = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · Ledgerline</title><style>${new SafeHtml(STYLE)}</style></head>
<body><main>${page.body}</main></body></html>`;
  const formAction = ["'self'", ...(page.formTargets ?? [])].join(' ');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(document.text);
}

/** A 303 after a form post, so a reload never posts again. */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
}
