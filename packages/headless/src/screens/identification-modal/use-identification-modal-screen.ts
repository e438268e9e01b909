import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { IdentificationProvider } from '@bf/api-client/office-care';
import { useOfficeCareApi, type CareMessage } from '../../office-care/care-model.ts';
import { useSessionServices } from '../../session/use-session.ts';

/** One way to identify the modal offers: the provider's name, what it asks of the player, and its button. */
export interface IdentificationProviderChoice {
  id: IdentificationProvider;
  label: string;
  hint: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** The identification modal (UCFG-036): closed, or open with the providers on offer and the outcome. */
export interface IdentificationModalModel {
  isOpen: boolean;
  title: string;
  text: string;
  /** While the providers load: the status text; null once they are known. */
  loading: string | null;
  providers: IdentificationProviderChoice[];
  message: CareMessage;
  close: { label: string; onPress(): void };
}

/** Where the modal is: loading the providers, choosing, identifying through one, done, or failed (load or identify). */
export type IdentificationPhase = { kind: 'loading' } | { kind: 'choosing' } | { kind: 'identifying'; provider: IdentificationProvider } | { kind: 'identified' } | { kind: 'failed'; step: 'load' | 'identify' };

export interface IdentificationModalInput {
  t: TFunction;
  isOpen: boolean;
  phase: IdentificationPhase;
  providers: readonly IdentificationProvider[];
  choose(provider: IdentificationProvider): void;
  close(): void;
}

/** The modal's model from its state (pure: tested with hand-worked expectations). */
export function identificationModalModel({ t, isOpen, phase, providers, choose, close }: IdentificationModalInput): IdentificationModalModel {
  const isBusy = phase.kind === 'identifying';
  const isDone = phase.kind === 'identified';
  const message: CareMessage =
    phase.kind === 'identified'
      ? { text: t('ident_modal_done'), tone: 'success' }
      : phase.kind === 'failed'
        ? { text: t(phase.step === 'load' ? 'ident_modal_load_error' : 'ident_modal_error'), tone: 'error' }
        : null;
  return {
    isOpen,
    title: t('ident_modal_title'),
    text: t('ident_modal_text'),
    loading: phase.kind === 'loading' ? t('ident_modal_loading') : null,
    providers: providers.map((id) => ({
      id,
      label: t(`ident_provider_${id}`),
      hint: t(`ident_provider_${id}_hint`),
      isBusy: phase.kind === 'identifying' && phase.provider === id,
      isDisabled: isBusy || isDone,
      onPress: () => choose(id),
    })),
    message,
    close: { label: t(isDone ? 'ident_modal_finish' : 'ident_modal_close'), onPress: close },
  };
}

/**
 * The identification modal (spec S2 §2 modals: "identification (face-id or alternative provider)"; S2 §4
 * identification bonus; UCFG-036): opened by the identification bonus prompt on a site without an identification
 * page. It asks the reference API which providers it offers, identifies the player through the chosen one, then
 * reloads the user config so `is_need_identification` is read again everywhere.
 */
export function useIdentificationModalScreen({ isOpen, onClose }: { isOpen: boolean; onClose(): void }): IdentificationModalModel {
  const { t } = useTranslation('office');
  const care = useOfficeCareApi();
  const { userConfigStore } = useSessionServices();
  const [providers, setProviders] = useState<IdentificationProvider[]>([]);
  const [phase, setPhase] = useState<IdentificationPhase>({ kind: 'loading' });

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setPhase({ kind: 'loading' });
    care.getIdentificationProviders().then(
      (offered) => {
        if (!live) return;
        setProviders(offered);
        setPhase({ kind: 'choosing' });
      },
      (error: unknown) => {
        console.warn('identification providers failed', error instanceof Error ? error.message : error);
        if (live) setPhase({ kind: 'failed', step: 'load' });
      },
    );
    return () => {
      live = false;
    };
  }, [isOpen, care]);

  const choose = (provider: IdentificationProvider) => {
    if (phase.kind === 'identifying' || phase.kind === 'identified') return;
    setPhase({ kind: 'identifying', provider });
    care.identify(provider).then(
      () => {
        setPhase({ kind: 'identified' });
        void userConfigStore.load();
      },
      (error: unknown) => {
        console.warn('identification failed', error instanceof Error ? error.message : error);
        setPhase({ kind: 'failed', step: 'identify' });
      },
    );
  };
  return identificationModalModel({ t, isOpen, phase, providers, choose, close: onClose });
}
