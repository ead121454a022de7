/** The setup key in groups of four characters, easier to type into an authenticator app. */
export function groupSecretKey(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
