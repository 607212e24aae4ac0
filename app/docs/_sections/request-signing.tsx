import { signingExample } from "@/lib/docs/worked-examples";
import { Section, ValuesTable } from "../_parts/ui";

/** Request signing, with a worked example computed by the server's own signing code when the page renders. */
export function RequestSigning() {
  const ex = signingExample();
  return (
    <Section id="request-signing" title="Request signing">
      <p>
        Optional for any request authenticated with an API key; required for keys created with “Require signed requests”
        (the key console). The signing key is never the raw API key.
      </p>
      <ol>
        <li>
          Derived key = SHA-256 over UTF-8 of the API key followed by the salt (the server&apos;s{" "}
          <code>API_SIGNING_SALT</code>; a development server uses <code>{ex.salt}</code>): 32 bytes.
        </li>
        <li>
          Message = the value of <code>X-Service-Timestamp</code> (Unix time in whole <strong>seconds</strong>), a
          newline, then the raw body bytes exactly as sent (empty for no body).
        </li>
        <li>
          Signature = HMAC-SHA256 of the message keyed with the derived key, sent in <code>X-Service-Signature</code> as
          hex or base64.
        </li>
        <li>
          The server accepts a timestamp within ±{ex.toleranceSeconds} s of its clock (else{" "}
          <code>SIGNATURE_EXPIRED</code>) and each signature once (else <code>SIGNATURE_REPLAYED</code>); a wrong MAC or
          a lone header is <code>SIGNATURE_INVALID</code>, an unsigned request with a key that requires signing{" "}
          <code>SIGNATURE_REQUIRED</code>. All are 401.
        </li>
      </ol>
      <h3 id="signing-worked-example">Worked example</h3>
      <p className="muted small">
        Computed by the server&apos;s own signing code when this page is rendered, and verified by its verifier in the
        test suite.
      </p>
      <ValuesTable
        head={["Step", "Value"]}
        label="Request signing worked example"
        rows={[
          ["API key (example)", ex.apiKey, { "data-signing": "apiKey" }],
          ["Salt (development)", ex.salt, { "data-signing": "salt" }],
          ["Derived key, hex", ex.derivedKeyHex, { "data-signing": "derivedKey" }],
          ["X-Service-Timestamp", ex.timestamp, { "data-signing": "timestamp" }],
          ["Body", ex.body, { "data-signing": "body" }],
          ["Message", ex.messageShown],
          ["X-Service-Signature (hex)", ex.signatureHex, { "data-signing": "signatureHex" }],
          ["X-Service-Signature (base64, also accepted)", ex.signatureBase64, { "data-signing": "signatureBase64" }],
        ]}
      />
      <p>The same in a shell:</p>
      <pre>
        <code>{ex.shell}</code>
      </pre>
      <p>
        The <a href="#client">client</a> signs every request when given the salt (
        <code>{`createClient({ baseUrl, apiKey, signing: { salt } })`}</code>); for requests you build yourself,{" "}
        <code>{`await signRequest({ apiKey, body, salt })`}</code> from <code>@token-risk/client</code> returns both
        headers (Web Crypto: Node, browsers, edge). Sign the exact string you send as the body.
      </p>
    </Section>
  );
}
