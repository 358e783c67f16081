import { useEffect } from 'react';
import { create } from 'zustand';

const useTitleStore = create<{ title: string | undefined }>(() => ({ title: undefined }));

/** The title the current page chose in place of its route title (the home shows the promoter's). */
export const usePageTitle = () => useTitleStore((state) => state.title);

export function useCustomPageTitle(title: string | undefined): void {
  useEffect(() => {
    useTitleStore.setState({ title });
    return () => useTitleStore.setState({ title: undefined });
  }, [title]);
}
