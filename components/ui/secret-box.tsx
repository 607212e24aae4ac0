import { CopyButton } from "./copy-button";

/** A secret shown once: its value, a copy button and the button that hides it. */
export function SecretBox({
  value,
  copyLabel,
  testId,
  onHide,
}: {
  value: string;
  copyLabel: string;
  testId: string;
  onHide: () => void;
}) {
  return (
    <div className="secret-box">
      <p className="secret" data-testid={testId}>
        {value}
      </p>
      <CopyButton value={value} label={copyLabel} />
      <button type="button" className="secondary" onClick={onHide}>
        I have saved it
      </button>
    </div>
  );
}
