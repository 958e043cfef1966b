// @vitest-environment happy-dom
/**
 * The customer's screens in the clerk's language: the account's sign-up in Arabic, the address
 * fields with the countries named in Arabic, and in Spanish the store credit's button with the
 * session's refusal (no customer signed in) said in Spanish too, and a saved card's refused amount.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createSession } from '../../../../electron/till/account/session.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { SavedCardForm, StoreCreditRow } from '../../../../renderer/features/customer/AccountPayments.js';
import { CustomerScreen } from '../../../../renderer/features/customer/CustomerScreen.js';
import { useSession } from '../../../../renderer/features/customer/session.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { AddressFields, EMPTY_ADDRESS } from '../../../../renderer/ui/AddressFields.js';
import { localBridge } from '../local-bridge.js';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  useSession.setState({ status: null });
  await showScreenLanguage('en');
});

describe('the customer’s screens in the clerk’s language', () => {
  it('offers to create the customer’s account in Arabic', async () => {
    await showScreenLanguage('ar');
    usePosBridgeForTests(localBridge({ session: { status: async () => ({ signedIn: false, email: null, persistent: true }) } }));
    render(<CustomerScreen />);
    expect(await screen.findByRole('heading', { name: 'إنشاء حساب العميل' })).toBeTruthy();
    expect(screen.getByText('لا يوجد عميل مسجّل الدخول')).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
  });

  it('names the address fields and the countries in Arabic', async () => {
    await showScreenLanguage('ar');
    render(<AddressFields idPrefix="test" value={EMPTY_ADDRESS} onChange={() => undefined} errorFor={() => null} />);
    expect(screen.getByLabelText('الرمز البريدي')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'ألمانيا' })).toBeTruthy();
  });

  it('says in Spanish that the customer must sign in before store credit is used', async () => {
    await showScreenLanguage('es');
    const session = createSession({ issuer: {} as never, secrets: memorySecretStore(), account: 'test' });
    usePosBridgeForTests(localBridge({ sale: { addStoreCredit: () => session.withBearer(async () => ({}) as never) } }));
    render(<StoreCreditRow applied={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Usar el saldo a favor del cliente' }));
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Primero inicie la sesión del cliente en su cuenta (Ajustes → Cuenta del cliente).');
  });

  it('says in Spanish why a saved card cannot take the amount typed', async () => {
    await showScreenLanguage('es');
    const card = {
      id: 'c1',
      ccType: 'visa',
      lastDigits: '4242',
      month: 12,
      year: 2030,
      name: 'Ana',
      isDefault: true,
      paymentMethodId: 'p1',
      paymentMethodName: 'Card',
    };
    render(<SavedCardForm cards={[card]} remaining="36.00" currency="USD" onPlaced={() => undefined} onBack={() => undefined} />);
    const amount = screen.getByRole('textbox', { name: /Importe/ });
    fireEvent.change(amount, { target: { value: 'doce' } });
    expect(await screen.findByText('Introduzca el importe como número, por ejemplo 12.50.')).toBeTruthy();
  });
});
