import * as z from 'zod/mini';

/** spec 3: schedule/roster/news and social links of a navigation item. */
export const NavLinkSchema = z.object({
  url: z.string(),
  title: z.string(),
  class_name: z.optional(z.nullable(z.string())),
});
export type NavLink = z.infer<typeof NavLinkSchema>;

export const NavLeafSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.nullable(z.string()),
  open_in_new_window: z._default(z.boolean(), false),
  class_name: z.optional(z.nullable(z.string())),
  separator: z._default(z.boolean(), false),
  schedule_roster_news_links: z._default(z.array(NavLinkSchema), []),
  social_media_links: z._default(z.array(NavLinkSchema), []),
});
export type NavLeaf = z.infer<typeof NavLeafSchema>;

export const NavColumnSchema = z.object({
  column: z.number(),
  items: z.array(NavLeafSchema),
});

/** spec 3 Navigation item: a level-1 entry, optionally a mega menu of columns. */
export const NavItemSchema = z.object({
  ...NavLeafSchema.shape,
  columns: z._default(z.array(NavColumnSchema), []),
});
export type NavItem = z.infer<typeof NavItemSchema>;

/** spec 3 Sport navigation item. */
export interface SportNavItem {
  id: number;
  title: string;
  url: string | null;
  class_name: 'sport-home' | 'additional-links' | null;
  separator: boolean;
  items: SportNavItem[];
}
export const SportNavItemSchema: z.ZodMiniType<SportNavItem> = z.object({
  id: z.number(),
  title: z.string(),
  url: z.nullable(z.string()),
  class_name: z.nullable(z.enum(['sport-home', 'additional-links'])),
  separator: z.boolean(),
  get items() {
    return z.array(SportNavItemSchema);
  },
});

/** A link to one sport's home page. */
export interface SportLink {
  title: string;
  url: string;
}
