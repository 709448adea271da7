import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { galleryLoaded, selectUserSection } from './userSlice';

/** The gallery's pictures, loaded when the tab opens. */
export function useGallery() {
  const dispatch = useAppDispatch();
  const { gallery } = useAppSelector(selectUserSection);
  const reload = useCallback(() => {
    void dispatch(galleryLoaded());
  }, [dispatch]);
  useEffect(reload, [reload]);
  return { ...gallery, reload };
}
