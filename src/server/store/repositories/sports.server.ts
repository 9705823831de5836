import { SportSchema, type Sport } from '#schemas/entities/sport.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';
import type { DocumentsRepository } from './documents.server.ts';

/** Sports (documents of the `sports` collection, slug = global sport name slug), parsed once per content version. */
export class SportsRepository {
  private readonly documents: DocumentsRepository;
  private readonly memo: ContentMemo | null;
  constructor(documents: DocumentsRepository, memo: ContentMemo | null = null) {
    this.documents = documents;
    this.memo = memo;
  }

  /** Every sport, published or not, in id order (what pages choose the current sport from). */
  list(tenant: string): Promise<Sport[]> {
    return memoized(this.memo, tenant, 'sports', async () =>
      (await this.documents.list(tenant, 'sports', { publishedOnly: false, order: 'asc' })).items.map((item) => SportSchema.parse(item)),
    );
  }

  async byId(tenant: string, id: number): Promise<Sport | undefined> {
    return (await this.list(tenant)).find((s) => s.id === id);
  }
}
