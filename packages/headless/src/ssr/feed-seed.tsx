import { createContext, useContext, type ReactNode } from 'react';
import { jsonScript, readJsonScript } from './json-script.ts';

/**
 * Feed answers the server render used, sent in the page so the browser adopts them instead of asking again at
 * hydration. Keys are the feed calls' SWR keys as JSON (`["betting","top","en"]`); values are the API's answers as
 * the server received them (already checked against their schemas there).
 */
export interface FeedSeed {
  answers: Readonly<Record<string, unknown>>;
  /** When the browser read the seed (its own clock): an answer is fresh for one polling interval from then. */
  readAt: number;
}

interface SeedContext {
  seed: FeedSeed;
  /** Server, first pass: notes a feed a page asked for and found no answer to. */
  collect?: (key: readonly unknown[]) => void;
}

const NO_SEED: SeedContext = { seed: { answers: {}, readAt: 0 } };
const FeedSeedContext = createContext<SeedContext>(NO_SEED);

/** The id of the `<script type="application/json">` element that carries the seed in the page. */
export const FEED_SEED_ELEMENT_ID = 'bf-feed-seed';

/** A feed key as the seed names it. */
export const seedKey = (key: readonly unknown[]): string => JSON.stringify(key);

export interface FeedSeedProviderProps {
  seed: FeedSeed;
  collect?: (key: readonly unknown[]) => void;
  children?: ReactNode;
}

/** Hands the page's feed hooks the seeded answers (and, in the server's first pass, a collector of the feeds asked for). */
export function FeedSeedProvider({ seed, collect, children }: FeedSeedProviderProps) {
  return <FeedSeedContext.Provider value={{ seed, collect }}>{children}</FeedSeedContext.Provider>;
}

export interface SeededAnswer {
  answer: unknown;
  /** When the browser got it (0 on the server). */
  readAt: number;
}

/**
 * The seeded answer of a feed key, if the server sent one. On the server's first pass a missing answer is
 * noted, so the server can ask the API and render again with it.
 */
export function useFeedSeed(key: unknown): SeededAnswer | undefined {
  const { seed, collect } = useContext(FeedSeedContext);
  if (!Array.isArray(key)) return undefined;
  const id = seedKey(key);
  if (Object.hasOwn(seed.answers, id)) return { answer: seed.answers[id], readAt: seed.readAt };
  collect?.(key);
  return undefined;
}

/**
 * The seed as a JSON script element for the page: `<` is escaped, so no answer can close the element or open
 * another; the nonce lets it pass the page's CSP. Empty when there is nothing to seed.
 */
export function feedSeedScript(answers: Readonly<Record<string, unknown>>, nonce: string | undefined): string {
  return Object.keys(answers).length === 0 ? '' : jsonScript(FEED_SEED_ELEMENT_ID, answers, nonce);
}

/** Reads the page's seed (an empty one if it has none or it does not parse). */
export function readFeedSeed(doc: Pick<Document, 'getElementById'> = document, now: number = Date.now()): FeedSeed {
  const answers = readJsonScript(doc, FEED_SEED_ELEMENT_ID);
  return { answers: answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as Record<string, unknown>) : {}, readAt: now };
}
