import type { SocialProvider } from './auth-schemas.ts';

/**
 * The player's id at the network, from the provider's token. The reference API has no network to ask,
 * so it accepts demo tokens `demo:<provider>:<id>` only; a real deployment verifies the provider's token here.
 */
export function readSocialToken(provider: SocialProvider, token: string): string | null {
  const match = /^demo:([a-z]+):([\w.-]{1,64})$/.exec(token);
  return match && match[1] === provider ? (match[2] ?? null) : null;
}
