/** Enough MIME to read what a test's SMTP sink received: the top headers and the decoded text and HTML parts. */
export type ParsedMail = { headers: Map<string, string>; text: string; html: string };

function headerBlock(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: headerBlock(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** Parses a message, walking multipart bodies for the first text/plain and text/html parts. */
export function parseMail(raw: string): ParsedMail {
  const top = split(raw);
  const found = { text: '', html: '' };
  const walk = (part: { headers: Map<string, string>; body: string }) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const piece of part.body.split(`--${boundary}`).slice(1))
        if (!piece.startsWith('--')) walk(split(piece.replace(/^\r?\n/, '')));
      return;
    }
    const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html') && !found.html) found.html = decoded;
    else if (type.startsWith('text/plain') && !found.text) found.text = decoded;
  };
  walk(top);
  return { headers: top.headers, ...found };
}
