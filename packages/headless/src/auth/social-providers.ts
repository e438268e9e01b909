/** Social networks and messengers a player can register or sign in with (spec: S2 §3; AUTH-021). */
export const SOCIAL_NETWORKS = ['google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network is written on its button (brand names are not translated). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  fb: 'Facebook',
  mailru: 'Mail.ru',
  yandex: 'Yandex',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  discord: 'Discord',
};

/** Networks shown when the site config names none (docs/decisions.md: social providers). */
export const DEFAULT_SOCIAL_PROVIDERS: readonly SocialNetwork[] = ['google', 'telegram', 'apple'];

export const isSocialNetwork = (value: unknown): value is SocialNetwork => (SOCIAL_NETWORKS as readonly unknown[]).includes(value);

/**
 * The networks the site config switches on: its `socialProviders` list (known networks only, in its order,
 * no repeats), or the defaults when the config has no such list.
 */
export function enabledSocialProviders(config: object): SocialNetwork[] {
  const listed = (config as { socialProviders?: unknown }).socialProviders;
  if (!Array.isArray(listed)) return [...DEFAULT_SOCIAL_PROVIDERS];
  return [...new Set(listed.filter(isSocialNetwork))];
}

/**
 * Social-login credentials are used only if the provider is enabled by config and the user is not signed in
 * (spec: S2 §5; AUTH-016).
 */
export function canUseSocialCredential(provider: string, enabled: readonly string[], isSignedIn: boolean): provider is SocialNetwork {
  return !isSignedIn && isSocialNetwork(provider) && enabled.includes(provider);
}

/**
 * The reference API has no network to ask and accepts demo tokens `demo:<provider>:<id>` (apps/api
 * `readSocialToken`). A real deployment gets the token from the network's own sign-in instead.
 */
export function demoSocialToken(provider: SocialNetwork, socialId: string): string {
  return `demo:${provider}:${socialId}`;
}
