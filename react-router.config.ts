import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  ssr: true,
  // BUILD_DIR lets several checkouts' builds (or parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
