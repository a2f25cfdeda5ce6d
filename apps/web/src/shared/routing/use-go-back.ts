import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Goes back one page, or home when the app was opened on this page. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  }, [key, navigate]);
}
