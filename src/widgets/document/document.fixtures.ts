import { DocumentPropsSchema, documentData, type DocumentData, type DocumentProps } from './document.schema.ts';
import { FIXTURE_NOW, SPORT_FILES } from '#fixtures/school/index.ts';
import { school } from '../shared/school.fixtures.ts';

const props = DocumentPropsSchema.parse({});

/**
 * A sport file of the demo school as the store keeps it. The seed renders each document to a PDF at the fixture
 * date; `size` is that PDF's length in bytes (the fixture holds only its text).
 */
function storedFile(path: string, size: number) {
  const document = school.documents.find((d) => d.path === path);
  if (!document) throw new Error(`Fixture landmark missing: document ${path}`);
  return { title: document.title, content_type: 'application/pdf', size, updated_at: new Date(FIXTURE_NOW).toISOString() };
}

const mediaNotes = storedFile(SPORT_FILES.mediaNotes, 1_735);
const depthChart = storedFile(SPORT_FILES.depthChart, 1_667);
const available = documentData(mediaNotes, SPORT_FILES.mediaNotes, false);

export const documentFixtures = {
  available: { props, data: available, from: SPORT_FILES.mediaNotes },
  /** A protected sport file opened without its share link (the page only a fan sees). */
  protected: { props, data: documentData(depthChart, `/protected${SPORT_FILES.depthChart}`, true) },
  largeFile: {
    props,
    data: { ...available, title: 'Football Media Guide 2026', href: '/documents/football/2026/media-guide.pdf', size: 21_400_000 },
  },
} satisfies Record<string, { props: DocumentProps; data: DocumentData; from?: string }>;
