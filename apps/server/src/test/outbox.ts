import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMessage = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
  /** The raw .eml source. */
  raw: string;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

const splitHead = (source: string) => {
  const at = source.search(/\r?\n\r?\n/);
  return at < 0 ? [source, ''] : [source.slice(0, at), source.slice(at).replace(/^\r?\n\r?\n/, '')];
};

/** Decodes `=?utf-8?Q?…?=` / `=?utf-8?B?…?=` header words. */
function decodeHeader(value: string): string {
  // RFC 2047 §6.2: the whitespace between two adjacent encoded words is not part of the text.
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A minimal reader for the .eml files the outbox mailer writes (nodemailer's multipart/alternative). */
export function parseEml(raw: string, file = ''): OutboxMessage {
  const [head, body] = splitHead(raw);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(unfolded)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`];
  for (const part of parts) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
    const decoded = decodePart(partHead, partBody);
    if (/content-type:\s*text\/html/i.test(partHead)) html = decoded;
    else if (/content-type:\s*text\/plain/i.test(partHead) || !boundary) text = decoded;
  }
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text,
    html,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
    raw,
  };
}

/** The messages in an outbox folder, oldest first (file names sort by time). */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = path.join(outboxDir, name);
    return parseEml(readFileSync(file, 'utf8'), file);
  });
}

/** The newest message sent to `to`, or undefined. */
export function lastMessageTo(outboxDir: string, to: string): OutboxMessage | undefined {
  return readOutbox(outboxDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
}
