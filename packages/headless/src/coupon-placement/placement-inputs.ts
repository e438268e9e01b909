import { createContext } from 'react';
import type { HttpClient } from '@bf/api-client/http';
import type { CouponConfig } from '../coupon/use-coupon.ts';
import type { ValueSlot } from '../env/value-slot.ts';

/**
 * What `CouponRoot` knows that placing a coupon needs: the player and the API client (the coupon's store comes from
 * its provider, once the engine has loaded; the odds format from the sports settings, read by `CouponPlacementRoot`,
 * so the frame every page hydrates does not make the sports services). The placement itself (its store, the coupon
 * API and its schemas) is built by `CouponPlacementRoot` inside the bet slip, so none of that code loads with the page.
 */
export interface CouponPlacementInputs {
  http: HttpClient;
  isSignedIn: boolean;
  /** The player's id as the token names it; undefined for a visitor. */
  userId: string | undefined;
  lng: string;
  /** Where "Place bet" sends a visitor: sign-in, with the way back. */
  signInHref: string;
  goToSignIn(): void;
  refId: number;
  config: CouponConfig;
}

/** A slot, not the inputs: they change on each navigation (the way back) and the provider wraps the page (env/value-slot.ts). */
export const CouponPlacementInputsContext = createContext<ValueSlot<CouponPlacementInputs> | null>(null);
