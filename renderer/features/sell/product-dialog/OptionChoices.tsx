/**
 * One radio group per option type the product is sold in; values no variant sells with the
 * choices made are disabled. Enter on a value chooses it (and may add, see the dialog).
 */
import type { OptionType, Product } from '../../../../shared/storefront/types/types.js';
import { valueOf } from './variant-choice.js';

export interface OptionChoicesProps {
  product: Product;
  types: OptionType[];
  chosen: Record<string, string>;
  onChoose(chosen: Record<string, string>): void;
  onEnter(typeName: string, value: string): void;
}

export function OptionChoices({ product, types, chosen, onChoose, onEnter }: OptionChoicesProps) {
  const available = (typeName: string, value: string) =>
    product.variants.some(
      (v) =>
        valueOf(v, typeName) === value && product.optionTypes.every((t) => t.name === typeName || !chosen[t.name] || valueOf(v, t.name) === chosen[t.name]),
    );
  return (
    <>
      {types.map((type) => (
        <fieldset key={type.id} className="options" role="radiogroup" aria-label={type.presentation}>
          <legend>{type.presentation}</legend>
          <div className="option-list">
            {type.values.map((value) => {
              const enabled = available(type.name, value.name);
              return (
                <label key={value.id} className={`option${chosen[type.name] === value.name ? ' option-chosen' : ''}${enabled ? '' : ' option-disabled'}`}>
                  <input
                    type="radio"
                    name={`${product.id}-${type.name}`}
                    value={value.name}
                    checked={chosen[type.name] === value.name}
                    disabled={!enabled}
                    onChange={() => onChoose({ ...chosen, [type.name]: value.name })}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter') return;
                      e.preventDefault();
                      onEnter(type.name, value.name);
                    }}
                  />
                  {value.presentation}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
