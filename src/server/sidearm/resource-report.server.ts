import type * as z from 'zod/mini';
import type { WalkedList } from './list-walker.server.ts';
import { note, type ResourceReport } from './report.server.ts';

/** The first problem zod found, short enough for a report line. */
export const firstIssue = (error: z.core.$ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unreadable';
};

/** A request error's message without the URL it starts with (the report names the resource already). */
export const withoutUrl = (error: unknown): string => (error as Error).message.replace(/^https?:\/\/\S+: /, '');

/** What a list walk adds to a resource's report: its items fetched, its failed pages, its problems, its completeness. */
export function noteWalk(report: ResourceReport, list: WalkedList): void {
  for (const problem of list.problems) note(report, problem);
  report.complete &&= list.complete;
  report.failed += list.failed;
  report.fetched = list.items.length;
}
