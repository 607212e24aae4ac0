import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port that keeps every message
 * it accepts, for tests of outgoing mail. Plain SMTP without STARTTLS or AUTH, as a local relay.
 * `inspect` is a loopback HTTP side door (GET /messages, POST /clear) for specs that run in
 * other processes (Playwright workers).
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Decoded text body. */
  text: string;
  raw: string;
}

export interface MailSink {
  url: string;
  inspect: string;
  messages: ReceivedMail[];
  /** Milliseconds the sink waits before accepting each message (a slow mail server); 0 by default. */
  delayMs: number;
  /** Resolves with the first message (already received or arriving within the timeout) matching `match`. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

function decodeBody(headers: string, body: string): string {
  const enc = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, "") : "";
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const subject = /^subject:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? "";
  return { ...envelope, subject, text: decodeBody(unfolded, body), raw };
}

/** The verification link in a message, if any. */
export function verificationLinkIn(mail: ReceivedMail): string | null {
  return /https?:\/\/[^\s]+\/api\/auth\/verify\?token=[^\s]+/.exec(mail.text)?.[0] ?? null;
}

export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        setTimeout(() => {
          messages.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelope));
          for (const w of waiters) w();
          callback();
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;

  const side: HttpServer = createHttpServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.method === "GET" && req.url === "/messages")
      return res.end(JSON.stringify(messages.map(({ raw: _raw, ...m }) => m)));
    if (req.method === "POST" && req.url === "/clear") {
      messages.length = 0;
      return res.end("{}");
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => side.listen(0, "127.0.0.1", () => resolve()));

  const sink: MailSink = {
    delayMs: 0,
    url: `smtp://127.0.0.1:${port}`,
    inspect: `http://127.0.0.1:${(side.address() as AddressInfo).port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = messages.find(match);
          if (!m) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear: () => void (messages.length = 0),
    stop: async () => {
      side.closeAllConnections?.();
      await new Promise<void>((r) => side.close(() => r()));
      await new Promise<void>((r) => smtp.close(() => r()));
    },
  };
  return sink;
}
