/** A new PIN as the forms check it before asking the main process (which checks it again). */
export function pinProblem(pin: string, again: string): { pinError: string | null; againError: string | null } {
  if (!/^\d{4,6}$/.test(pin)) return { pinError: 'A PIN is 4 to 6 digits.', againError: null };
  if (pin !== again) return { pinError: null, againError: 'The two PINs differ: type the same PIN twice.' };
  return { pinError: null, againError: null };
}
