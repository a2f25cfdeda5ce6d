import { paths } from '@akkyeo/contracts';
import { api } from '@/shared/api';
import { useAuthStore } from '@/shared/stores';

/** Logs out (product rules §4): remove the stored user and token, then call the logout endpoint. */
export async function logout(): Promise<void> {
  useAuthStore.getState().logout();
  try {
    await api.get(paths.auth.logout);
  } catch (error) {
    console.error(error);
  }
}
