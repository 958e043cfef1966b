/**
 * An email as text that may break after its "@" (and, past that, only where it must): in a
 * narrow column it takes two lines, never a few letters a line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
