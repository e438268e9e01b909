import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SiteConfig } from '@bf/api-client/bff';
import { routeHref } from '../routes/route-links.ts';
import { useCurrentRoute } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { IDENTIFICATION_ROUTE_ID, identificationBonusPrompt } from './identification-guard.ts';

/** The identification modal's host state (UCFG-036): open once the bonus prompt chose the modal; closing hides it. */
export interface IdentificationModalHost {
  isOpen: boolean;
  close(): void;
}
const CLOSED: IdentificationModalHost = { isOpen: false, close: () => undefined };
const IdentificationModalContext = createContext<IdentificationModalHost>(CLOSED);

/** Whether the identification modal is due now, and how to close it; closed outside IdentificationBonusPrompt. */
export function useIdentificationModalHost(): IdentificationModalHost {
  return useContext(IdentificationModalContext);
}

/**
 * The identification bonus prompt (GUARD-044): once the user config is loaded, a player it concerns is routed to the
 * identification page, once per page load; on a site without that page the identification modal (UCFG-036) opens
 * instead, once per page load, for the app to render over its children (`useIdentificationModalHost`).
 */
export function IdentificationBonusPrompt({ lng, config, children }: { lng: string; config: Pick<SiteConfig, 'isIdentificationAvailable'>; children?: ReactNode }) {
  const { state } = useSessionServices();
  const { userConfig } = useSnapshot(state);
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const prompted = useRef(false);
  const [isModalOpen, setModalOpen] = useState(false);
  const prompt = identificationBonusPrompt({ userConfig: userConfig as typeof state.userConfig, config, routeId: route?.id, wasPrompted: prompted.current });
  useEffect(() => {
    if (!prompt || prompted.current) return;
    prompted.current = true;
    if (prompt === 'modal') setModalOpen(true);
    else void navigate(routeHref(IDENTIFICATION_ROUTE_ID, lng));
  }, [prompt, navigate, lng]);
  const host = useMemo<IdentificationModalHost>(() => ({ isOpen: isModalOpen, close: () => setModalOpen(false) }), [isModalOpen]);
  return <IdentificationModalContext.Provider value={host}>{children}</IdentificationModalContext.Provider>;
}
