// @vitest-environment happy-dom
/**
 * A cart line's quantity by touch: a touch on the box shows the keypad, the first digit replaces
 * the quantity, "Set" (or Enter) sends it, Esc puts the box back and sends nothing, and the box
 * keeps the focus while keys are pressed.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineQuantity } from '../../../../renderer/features/sell/LineQuantity.js';

afterEach(cleanup);

function line(quantity = 1) {
  const onSet = vi.fn(async () => true);
  const onRefuse = vi.fn();
  render(<LineQuantity name="Harbor Logo Tee" quantity={quantity} busy={false} onSet={onSet} onRefuse={onRefuse} />);
  const box = screen.getByRole('textbox', { name: 'Quantity of Harbor Logo Tee' }) as HTMLInputElement;
  return { box, onSet, onRefuse };
}

const keypad = () => screen.queryByRole('group', { name: 'Keypad for the quantity of Harbor Logo Tee' });

function tap(name: string) {
  const key = screen.getByRole('button', { name });
  // A touch on a key does not take the focus from the box.
  expect(fireEvent.mouseDown(key)).toBe(false);
  fireEvent.click(key);
}

describe('a cart line quantity by touch', () => {
  it('shows the keypad on a touch of the box; the first digit replaces the quantity and Set sends it', async () => {
    const { box, onSet } = line(1);
    expect(keypad()).toBeNull();
    box.focus();
    fireEvent.click(box);
    expect(keypad()).not.toBeNull();
    tap('3');
    expect(box.value).toBe('3');
    tap('2');
    expect(box.value).toBe('32');
    tap('Delete last digit');
    expect(box.value).toBe('3');
    expect(document.activeElement).toBe(box);
    tap('Set');
    await vi.waitFor(() => expect(onSet).toHaveBeenCalledWith(3));
    expect(onSet).toHaveBeenCalledOnce();
    expect(keypad()).toBeNull();
  });

  it('puts the box back on Esc and sends nothing', () => {
    const { box, onSet } = line(4);
    box.focus();
    fireEvent.click(box);
    tap('7');
    expect(box.value).toBe('7');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('4');
    expect(keypad()).toBeNull();
    expect(onSet).not.toHaveBeenCalled();
  });

  it('sends on Enter typed in the box while the keypad is shown', async () => {
    const { box, onSet } = line(2);
    box.focus();
    fireEvent.click(box);
    tap('5');
    fireEvent.keyDown(box, { key: 'Enter' });
    await vi.waitFor(() => expect(onSet).toHaveBeenCalledWith(5));
    expect(keypad()).toBeNull();
  });

  it('refuses what is not a quantity in words, as typing does', () => {
    const { box, onSet, onRefuse } = line(2);
    box.focus();
    fireEvent.click(box);
    tap('Clear');
    tap('Set');
    expect(onSet).not.toHaveBeenCalled();
    expect(onRefuse).toHaveBeenCalledWith('Enter a quantity from 1 to 9999.');
  });
});
