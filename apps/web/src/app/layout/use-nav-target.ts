import { useAppSelector } from '../store/hooks.ts';
import { DEFAULT_SBOX, type NavItem } from './nav-items.ts';

/** Resolves a nav entry to its path for the workspace currently chosen in the top bar. */
export const useNavTarget = () => {
  const sBoxID = useAppSelector((state) => state.context.sBox?.id) ?? DEFAULT_SBOX;
  return (item: NavItem) => item.to(sBoxID);
};
