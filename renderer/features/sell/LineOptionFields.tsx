/**
 * The store's custom line options (gift note, monogram…) as optional fields when adding a
 * product; the store's refusal of a value shows on its field. Absent when the store has none.
 */
import type { LineOptionView } from '../../../shared/bridge/bridge.js';
import type { FieldErrors } from '../../../shared/storefront/errors.js';
import { useApp } from '../../shell/app.js';
import { reasonsFor } from '../../shell/errors.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  legend: { id: 'sell.lineOptions.legend', defaultMessage: 'For this line (optional)' },
});

export function LineOptionFields({
  options,
  values,
  errors,
  onChange,
  onEnter,
}: {
  options: LineOptionView[];
  values: Record<string, string>;
  errors: FieldErrors | null;
  onChange(values: Record<string, string>): void;
  onEnter(): void;
}) {
  const words = useWords();
  if (options.length === 0) return null;
  return (
    <fieldset className="custom-options">
      <legend>{words.formatMessage(messages.legend)}</legend>
      {options.map((option) => (
        <Field
          key={option.name}
          label={option.label}
          value={values[option.name] ?? ''}
          maxLength={255}
          autoComplete="off"
          error={reasonsFor(errors, option.name, `options.${option.name}`)}
          onChange={(e) => onChange({ ...values, [option.name]: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onEnter();
          }}
        />
      ))}
    </fieldset>
  );
}

/** One empty list for every store without options (a selector must answer the same value each time). */
const NO_OPTIONS: LineOptionView[] = [];

/** The custom line options of the store in use; none until the app's details have arrived. */
export function useLineOptions(): LineOptionView[] {
  return useApp((s) => s.info?.lineOptions ?? NO_OPTIONS);
}

/**
 * A line's custom options in words ("Gift note: Happy birthday · Monogram: SJ"), or nothing;
 * `block` puts them on a line of their own (under a table cell's name).
 */
export function LineOptionsNote({ options, block = false }: { options: Record<string, string> | undefined; block?: boolean }) {
  const labels = useLineOptions();
  // In the order the store lists its options, whatever order they were filled in.
  const rank = (name: string) => {
    const at = labels.findIndex((o) => o.name === name);
    return at < 0 ? labels.length : at;
  };
  const entries = Object.entries(options ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0) return null;
  const labelOf = (name: string) => labels.find((o) => o.name === name)?.label ?? name.replace(/_+/g, ' ');
  const note = <span className="muted custom-options-note">{entries.map(([name, value]) => `${labelOf(name)}: ${value}`).join(' · ')}</span>;
  return block ? <div>{note}</div> : note;
}
