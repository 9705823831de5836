import * as z from 'zod/mini';
import { AlertSchema, type Alert } from '#schemas/entities/site.ts';
import type { DocumentsRepository } from './documents.server.ts';

/** Site alerts (documents of the `alerts` collection: sort date = end date). */
export class AlertsRepository {
  private readonly documents: DocumentsRepository;
  constructor(documents: DocumentsRepository) {
    this.documents = documents;
  }

  /** Every stored alert, enabled or not. */
  async list(tenant: string): Promise<Alert[]> {
    return z.array(AlertSchema).parse((await this.documents.list(tenant, 'alerts')).items);
  }
}
