import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isScrollTopVisible, SCROLL_TOP_SCREENS } from '../../notify/site-notice-rules.ts';

/** The scroll-to-top button: shown after 1 screen on desktop, 4 on a phone (SHELL-002). */
export interface ScrollToTopModel {
  isVisible: boolean;
  label: string;
  onPress(): void;
}

/** Follows the page's scroll (passive listener, one state change per crossing) and scrolls back up on press. */
export function useScrollToTopScreen(platform: 'desktop' | 'mobile'): ScrollToTopModel {
  const { t } = useTranslation('common');
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const screens = SCROLL_TOP_SCREENS[platform];
    const update = () => setVisible(isScrollTopVisible(window.scrollY, window.innerHeight, screens));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [platform]);
  return {
    isVisible,
    label: t('notices.scrollTop'),
    onPress: () => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      // Focus goes to the top of the page, so keyboard users continue from there.
      document.getElementById('content')?.focus({ preventScroll: true });
    },
  };
}
