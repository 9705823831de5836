import * as z from 'zod/mini';
import type { HonorList, Inductee } from '#schemas/entities/honor.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { InducteeCardSchema, byInducteeName, honorsListUrl, inducteeCardOf, inducteeUrl } from '../shared/honors.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const HofBioPropsSchema = z.object({});
export type HofBioProps = z.infer<typeof HofBioPropsSchema>;
export const HofBioDataSchema = z.object({
  person: InducteeCardSchema,
  bio: z.string(),
  list: z.object({ title: z.string(), url: z.string() }),
  classUrl: z.string(),
  previous: z.nullable(z.object({ name: z.string(), url: z.string() })),
  next: z.nullable(z.object({ name: z.string(), url: z.string() })),
  draft: z.boolean(),
});
export type HofBioData = z.infer<typeof HofBioDataSchema>;

/**
 * An inductee's page (`bioHtml` sanitized by the caller), with the previous and next inductees of their class
 * (`inductees`: everyone this visitor may see) by last name.
 */
export function hofBioData(input: {
  person: Inductee;
  list: HonorList;
  inductees: readonly Inductee[];
  sports: readonly Sport[];
  bioHtml: string;
}): HofBioData {
  const { person, list } = input;
  const classmates = input.inductees
    .filter((x) => x.list === list.slug && x.induction_year === person.induction_year)
    .toSorted(byInducteeName);
  const i = classmates.findIndex((x) => x.id === person.id);
  const link = (x: Inductee | undefined) => (x ? { name: `${x.first_name} ${x.last_name}`, url: inducteeUrl(x) } : null);
  return {
    person: inducteeCardOf(person, input.sports),
    bio: input.bioHtml,
    list: { title: list.title, url: honorsListUrl(list.slug) },
    classUrl: honorsListUrl(list.slug, person.induction_year),
    previous: link(classmates[i - 1]),
    next: link(classmates[i + 1]),
    draft: !person.published,
  };
}

export const widget = defineWidget({
  name: 'hof-bio',
  label: 'Honors inductee bio',
  description: 'One honoree (the one in the address).',
  props: HofBioPropsSchema,
  data: HofBioDataSchema,
});
