import type { RefObject } from "react";
import { SecretBox } from "@/components/ui/secret-box";
import type { Secret } from "./use-webhook-endpoints";

/** A signing secret, shown once (after creating an endpoint or rotating its secret). */
export function SecretNotice({
  secret,
  secretRef,
  onHide,
}: {
  secret: Secret;
  secretRef: RefObject<HTMLElement | null>;
  onHide: () => void;
}) {
  return (
    <section
      className="notice ok"
      ref={secretRef}
      tabIndex={-1}
      aria-labelledby="secret-h"
      data-testid="webhook-secret"
    >
      <h2 id="secret-h" style={{ fontSize: 16 }}>
        {secret.rotated ? "New signing secret" : "Signing secret"}
      </h2>
      <p>
        Copy it into your receiver now: <strong>it is not shown again</strong>.{" "}
        {secret.rotated
          ? "The previous secret stopped working at once; deliveries from now on are signed with this one."
          : ""}
      </p>
      <SecretBox value={secret.secret} copyLabel="Copy secret" testId="webhook-secret-value" onHide={onHide} />
      <p className="small muted" style={{ marginTop: 10 }}>
        Verify each delivery: <code>X-Service-Signature: sha256=&lt;hex HMAC-SHA256 of the raw body&gt;</code> keyed
        with the base64-decoded part after <code>whsec_</code>, or the Standard Webhooks headers (
        <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>) with any Standard
        Webhooks library.
      </p>
    </section>
  );
}
