import { describe, expect, it } from 'vitest';
import { TemplateSchema } from '#schemas/page.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PAGE_NAMES } from '#schemas/page.ts';
import { validateTemplateWidgets } from './templates.server.ts';

const template = (widgets: unknown[]) => TemplateSchema.parse({ page: 'tickets', areas: { default: widgets } });

describe('template validation', () => {
  it('accepts known widgets with valid props and fills defaults', () => {
    const t = template([{ id: 'news', name: 'story-list', props: { count: 4 } }]);
    expect(validateTemplateWidgets(t)).toEqual([]);
    expect(t.areas.above).toEqual([]);
    expect(t.sport_id).toBeNull();
  });

  it('refuses unknown widgets and invalid props, naming the widget', () => {
    const t = template([
      { id: 'a', name: 'no-such-widget' },
      { id: 'b', name: 'story-list', props: { count: 0 } },
      { id: 'c', name: 'promotion', props: {} },
    ]);
    const errors = validateTemplateWidgets(t);
    expect(errors.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(errors[0]?.message).toBe('Unknown widget "no-such-widget"');
    expect(errors[1]?.message).toContain('count');
    expect(errors[2]?.message).toContain('name');
  });

  it('refuses duplicate widget ids, bad ids and unknown page names', () => {
    expect(
      TemplateSchema.safeParse({
        page: 'tickets',
        areas: { default: [{ id: 'x', name: 'page-title' }], below: [{ id: 'x', name: 'page-title' }] },
      }).success,
    ).toBe(false);
    expect(TemplateSchema.safeParse({ page: 'tickets', areas: { default: [{ id: 'Bad Id', name: 'page-title' }] } }).success).toBe(false);
    expect(TemplateSchema.safeParse({ page: 'nope', areas: {} }).success).toBe(false);
  });

  it('every page name has a valid default template', () => {
    const templates = defaultTemplates();
    expect(templates.map((t) => t.page).toSorted()).toEqual([...PAGE_NAMES].toSorted());
    for (const t of templates) {
      expect(TemplateSchema.safeParse(t).success, t.page).toBe(true);
      expect(validateTemplateWidgets(TemplateSchema.parse(t)), t.page).toEqual([]);
    }
  });
});
