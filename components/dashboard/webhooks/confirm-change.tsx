import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Pending, PendingKind } from "./use-webhook-endpoints";

/** What each change that needs confirmation says: its question, its button and what it does. */
const CHANGES: Record<PendingKind, { title: string; confirmLabel: string; text: string }> = {
  delete: {
    title: "Delete this endpoint?",
    confirmLabel: "Delete endpoint",
    text: "It stops receiving events now and its delivery log is gone. This cannot be undone.",
  },
  rotate: {
    title: "Rotate the signing secret?",
    confirmLabel: "Rotate secret",
    text: "A new secret is shown once. The current one stops working at once: update your receiver right after, or its signature checks will fail.",
  },
  disable: {
    title: "Disable this endpoint?",
    confirmLabel: "Disable endpoint",
    text: "No events are sent to it while disabled, and they are not queued for later. You can enable it again any time.",
  },
};

/** The confirmation of a pending change to an endpoint (closed when nothing is pending). */
export function ConfirmChange({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: Pending;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const change = CHANGES[pending?.kind ?? "disable"];
  return (
    <ConfirmDialog
      open={pending !== null}
      title={change.title}
      confirmLabel={change.confirmLabel}
      danger={pending?.kind === "delete"}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="mono small" style={{ wordBreak: "break-all" }}>
        {pending?.ep.url}
      </p>
      <p>{change.text}</p>
    </ConfirmDialog>
  );
}
