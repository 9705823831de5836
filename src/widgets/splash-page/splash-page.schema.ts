import * as z from 'zod/mini';
import { SplashSchema, type Splash } from '#schemas/entities/splash.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const SplashPagePropsSchema = z.object({});
export type SplashPageProps = z.infer<typeof SplashPagePropsSchema>;
export const SplashPageDataSchema = z.object({ splash: SplashSchema, preview: z.boolean() });
export type SplashPageData = z.infer<typeof SplashPageDataSchema>;

/** spec 2.1 splash page: the splash with its sanitized html; `preview` on the staff route. */
export function splashPageData({ splash, html, preview }: { splash: Splash; html: string | null; preview: boolean }): SplashPageData {
  return { splash: { ...splash, html }, preview };
}

export const widget = defineWidget({
  name: 'splash-page',
  label: 'Splash page',
  description: 'A full-screen splash page.',
  props: SplashPagePropsSchema,
  data: SplashPageDataSchema,
});
