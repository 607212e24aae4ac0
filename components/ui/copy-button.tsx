"use client";
import { useEffect, useRef, useState } from "react";
import { IconCopy } from "./icons";

/** Copies `value` to the clipboard; the outcome is announced (role=status), never silent. */
export function CopyButton({
  value,
  label = "Copy",
  className = "secondary",
  describedBy,
}: {
  value: string;
  label?: string;
  className?: string;
  describedBy?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2500);
  }

  return (
    <>
      <button type="button" className={className} onClick={copy} aria-describedby={describedBy}>
        <IconCopy />
        <span style={{ minWidth: 48, textAlign: "left" }}>{state === "copied" ? "Copied" : label}</span>
      </button>
      <span role="status" className="sr-only">
        {state === "copied"
          ? "Copied to the clipboard."
          : state === "failed"
            ? "Copy failed: select the text and copy it by hand."
            : ""}
      </span>
    </>
  );
}
