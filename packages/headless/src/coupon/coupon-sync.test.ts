import { describe, expect, it } from 'vitest';
import {
  COUPON_STORAGE_KEY,
  browserCouponStorage,
  connectCouponSync,
  createCouponStore,
  openCouponTabChannel,
  serialiseCoupon,
  type CouponStorage,
  type CouponTabChannel,
} from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

/** Storage in a map. */
function memoryStorage(initial: Record<string, string> = {}): CouponStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** Tab channels on one in-memory bus, delivering like BroadcastChannel: to every other channel, asynchronously. */
function tabBus() {
  const channels = new Set<{ listeners: Set<(message: unknown) => void> }>();
  const open = (): CouponTabChannel & { sent: string[] } => {
    const self = { listeners: new Set<(message: unknown) => void>() };
    channels.add(self);
    const sent: string[] = [];
    return {
      sent,
      postMessage(message) {
        sent.push(message);
        for (const other of channels) if (other !== self) queueMicrotask(() => other.listeners.forEach((listener) => listener(message)));
      },
      subscribe(listener) {
        self.listeners.add(listener);
        return () => self.listeners.delete(listener);
      },
      close: () => void channels.delete(self),
    };
  };
  return { open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coupon sync', () => {
  it('restores the saved coupon from storage', () => {
    const source = createCouponStore();
    source.addBet(makeBet('1', 2));
    const storage = memoryStorage({ [COUPON_STORAGE_KEY]: serialiseCoupon(source.state) });
    const store = createCouponStore();
    const stop = connectCouponSync(store, { storage });
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['1']);
    stop();
  });

  it('ignores a saved coupon that is garbage', () => {
    const store = createCouponStore();
    const stop = connectCouponSync(store, { storage: memoryStorage({ [COUPON_STORAGE_KEY]: '{"bets":"no"}' }) });
    expect(store.state.bets).toEqual([]);
    stop();
  });

  it('saves every change, and stops when disconnected', async () => {
    const storage = memoryStorage();
    const store = createCouponStore();
    const stop = connectCouponSync(store, { storage });
    store.addBet(makeBet('1', 2));
    await settle();
    expect(JSON.parse(storage.data.get(COUPON_STORAGE_KEY)!).bets).toHaveLength(1);
    stop();
    store.addBet(makeBet('2', 2));
    await settle();
    expect(JSON.parse(storage.data.get(COUPON_STORAGE_KEY)!).bets).toHaveLength(1);
  });

  it('keeps the coupon the same in every tab, without echoing back', async () => {
    const bus = tabBus();
    const [channelA, channelB] = [bus.open(), bus.open()];
    const tabA = createCouponStore();
    const tabB = createCouponStore();
    const stopA = connectCouponSync(tabA, { channel: channelA });
    const stopB = connectCouponSync(tabB, { channel: channelB });
    tabA.addBet(makeBet('1', 2));
    tabA.setAmount(40);
    await settle();
    expect(tabB.state.bets.map((bet) => bet.market.id)).toEqual(['1']);
    expect(tabB.state.amount).toBe(40);
    expect(channelB.sent).toEqual([]);
    tabB.removeBet('1');
    await settle();
    expect(tabA.state.bets).toEqual([]);
    expect(channelA.sent).toHaveLength(1);
    stopA();
    stopB();
  });

  it('survives storage that throws', async () => {
    const storage: CouponStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createCouponStore();
    const stop = connectCouponSync(store, { storage });
    store.addBet(makeBet('1', 2));
    await settle();
    expect(store.state.bets).toHaveLength(1);
    stop();
  });

  it('finds no storage and no tab channel on the server', () => {
    expect(browserCouponStorage()).toBeNull();
    expect(openCouponTabChannel()).toBeNull();
  });
});
