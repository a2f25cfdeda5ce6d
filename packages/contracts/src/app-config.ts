import { z } from './zod';

/**
 * GET /v1/config: public settings of this deployment the web app reads at start. Later features
 * add their keys here (each optional, so older servers stay compatible).
 */
export const appConfigSchema = z
  .object({
    /** Kakao login, or null when no REST API key is configured (the button hides). */
    kakaoLogin: z
      .object({
        authorizeUrl: z.string(),
        clientId: z.string(),
        redirectUri: z.string(),
      })
      .nullable(),
    /** KakaoTalk share; absent when no JavaScript key is configured (Web Share, then copy-URL). */
    kakaoShare: z.object({ javascriptKey: z.string() }).optional(),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
