/** A labelled choice among a few values (a filter's select), with an optional "any" choice first. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function ChoiceField<T extends string>({
  id,
  label,
  value,
  choices,
  anyLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T | '';
  choices: readonly Choice<T>[];
  /** Offered first with the empty value ("Any", "Anyone"); omitted when a choice is required. */
  anyLabel?: string;
  onChange: (value: T) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
