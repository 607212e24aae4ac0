import { CHAIN_OPTIONS, type ChainValue } from "./chains";

/** A labelled chain picker for the dashboard's forms. */
export function ChainSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: ChainValue;
  onChange: (chain: ChainValue) => void;
  disabled?: boolean;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as ChainValue)} disabled={disabled}>
      {CHAIN_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
