import { DocumentPropsSchema, type DocumentData, type DocumentProps } from './document.schema.ts';
import { SPORT_FILES } from '#fixtures/school/documents.ts';

const props = DocumentPropsSchema.parse({});
const available: DocumentData = {
  title: 'Football Weekly Media Notes',
  href: SPORT_FILES.mediaNotes,
  status: 'available',
  contentType: 'application/pdf',
  size: 2_634,
  updatedAt: '2026-11-21T17:00:00.000Z',
  signInUrl: `/login?returnTo=${encodeURIComponent(SPORT_FILES.mediaNotes)}`,
};

export const documentFixtures = {
  available: { props, data: available },
  protected: {
    props,
    data: { ...available, title: 'Football Depth Chart (media only)', href: `/protected${SPORT_FILES.depthChart}`, status: 'protected', signInUrl: `/login?returnTo=${encodeURIComponent(`/protected${SPORT_FILES.depthChart}`)}` },
  },
  largeFile: { props, data: { ...available, title: 'Football Media Guide 2026', href: '/documents/football/2026/media-guide.pdf', size: 21_400_000 } },
} satisfies Record<string, { props: DocumentProps; data: DocumentData }>;
