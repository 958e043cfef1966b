/** A shift panel's error in words, said to screen readers (nothing when there is none). */
export function ErrorLine({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert">
      {message}
    </p>
  );
}
