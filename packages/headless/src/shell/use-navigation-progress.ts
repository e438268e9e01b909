import { useNavigation } from 'react-router-dom';

/** True while a client-side navigation loads its data: the apps show a progress bar (spec: S1 §9 progress bar). */
export function useNavigationProgress(): { isLoading: boolean } {
  const navigation = useNavigation();
  return { isLoading: navigation.state !== 'idle' };
}
