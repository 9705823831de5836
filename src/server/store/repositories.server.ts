import type { Db } from './db.server.ts';
import type { ContentMemo } from './memo.server.ts';
import { AccountsRepository } from './repositories/accounts.server.ts';
import { AlertsRepository } from './repositories/alerts.server.ts';
import { AuditLogRepository } from './repositories/audit-log.server.ts';
import { BoxScoresRepository } from './repositories/box-scores.server.ts';
import { ContentVersionsRepository } from './repositories/content-versions.server.ts';
import { DocumentsRepository } from './repositories/documents.server.ts';
import { FilesRepository } from './repositories/files.server.ts';
import { FormsRepository } from './repositories/forms.server.ts';
import { GamesRepository } from './repositories/games.server.ts';
import { JobRunsRepository } from './repositories/job-runs.server.ts';
import { LiveGamesRepository } from './repositories/live-games.server.ts';
import { NewsletterRepository } from './repositories/newsletter.server.ts';
import { PromotionsRepository } from './repositories/promotions.server.ts';
import { RateLimitsRepository } from './repositories/rate-limits.server.ts';
import { SearchRepository } from './repositories/search.server.ts';
import { SessionsRepository } from './repositories/sessions.server.ts';
import { SettingsRepository } from './repositories/settings.server.ts';
import { SplashRepository } from './repositories/splash.server.ts';
import { SportsRepository } from './repositories/sports.server.ts';
import { StoriesRepository } from './repositories/stories.server.ts';
import { SubmissionsRepository } from './repositories/submissions.server.ts';
import { TagsRepository } from './repositories/tags.server.ts';
import { TemplatesRepository } from './repositories/templates.server.ts';
import { TenantsRepository } from './repositories/tenants.server.ts';

/** Every repository, over one Db: the store's own, or a transaction's (`store.transaction(async (tx) => …)`). */
export interface Repositories {
  tenants: TenantsRepository;
  documents: DocumentsRepository;
  search: SearchRepository;
  settings: SettingsRepository;
  sports: SportsRepository;
  games: GamesRepository;
  stories: StoriesRepository;
  tags: TagsRepository;
  boxScores: BoxScoresRepository;
  alerts: AlertsRepository;
  splash: SplashRepository;
  promotions: PromotionsRepository;
  templates: TemplatesRepository;
  auditLog: AuditLogRepository;
  contentVersions: ContentVersionsRepository;
  forms: FormsRepository;
  submissions: SubmissionsRepository;
  files: FilesRepository;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  newsletter: NewsletterRepository;
  liveGames: LiveGamesRepository;
  rateLimits: RateLimitsRepository;
  jobRuns: JobRunsRepository;
}

/** `memo` only for the store's own repositories: what a transaction reads is not committed yet, so it is never kept. */
export function createRepositories(db: Db, memo: ContentMemo | null): Repositories {
  const documents = new DocumentsRepository(db, memo);
  const settings = new SettingsRepository(db, memo);
  return {
    tenants: new TenantsRepository(db),
    documents,
    search: new SearchRepository(db, memo),
    settings,
    sports: new SportsRepository(documents, memo),
    games: new GamesRepository(db, documents),
    stories: new StoriesRepository(db, documents),
    tags: new TagsRepository(db, documents, memo),
    boxScores: new BoxScoresRepository(db),
    alerts: new AlertsRepository(documents),
    splash: new SplashRepository(db, documents, settings, memo),
    promotions: new PromotionsRepository(db, documents),
    templates: new TemplatesRepository(db),
    auditLog: new AuditLogRepository(db),
    contentVersions: new ContentVersionsRepository(db),
    forms: new FormsRepository(db),
    submissions: new SubmissionsRepository(db),
    files: new FilesRepository(db),
    accounts: new AccountsRepository(db),
    sessions: new SessionsRepository(db),
    newsletter: new NewsletterRepository(db),
    liveGames: new LiveGamesRepository(db),
    jobRuns: new JobRunsRepository(db),
    rateLimits: new RateLimitsRepository(db),
  };
}
