import { join } from 'node:path';
import express, { type Router } from 'express';
import type { Env } from '../env.server.ts';
import { asNonDocument } from '../security.server.ts';
import {
  ErrorRateAlert,
  IMAGE_OPS,
  ImageError,
  ImageService,
  parseImageRequest,
  type DrawArt,
  type ImageSources,
} from '../images/image-service.server.ts';

/**
 * The image service, and for the demo school its drawn pictures (mounted by the site's router). `draw` is the
 * demo's art (what each picture shows, from the seed's catalogue); only a demo store has it.
 */
export function imageRoutes(options: {
  config: Env;
  imageHosts: readonly string[];
  draw: DrawArt | null;
  storedFile?: ImageSources['storedFile'];
}): Router {
  const { config } = options;
  const router = express.Router();
  // spec 5 image service: /images/{convert|crop|resize}?url=&width=&height=&gravity=&type=, cached on disk.
  const imageService = new ImageService(join(config.DATA_DIR, 'image-cache'), {
    staticDir: config.NODE_ENV === 'development' ? 'public' : join(config.BUILD_DIR, 'client'),
    allowedHosts: options.imageHosts,
    ...(options.draw ? { draw: options.draw } : {}),
    ...(options.storedFile ? { storedFile: options.storedFile } : {}),
  });
  const thumbnailAlert = new ErrorRateAlert();
  router.get('/images/:op', async (req, res, next) => {
    if (!(IMAGE_OPS as readonly string[]).includes(req.params.op)) return next();
    try {
      const image = await imageService.get(parseImageRequest(req.params.op, req.query));
      // A raster picture is no document; an SVG (a vector passed through) keeps the pages' headers.
      if (image.contentType !== 'image/svg+xml') asNonDocument(res);
      res.setHeader('ETag', image.etag);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      if (req.headers['if-none-match'] === image.etag) return void res.status(304).end();
      res.type(image.contentType).send(image.body);
    } catch (error) {
      const status = error instanceof ImageError ? error.status : 500;
      thumbnailAlert.record(typeof req.query.url === 'string' ? req.query.url.slice(0, 200) : '(none)');
      if (status === 500) console.error('Image service failed', error instanceof Error ? error.message : error);
      res
        .status(status)
        .type('text/plain')
        .send(error instanceof ImageError ? error.message : 'The image could not be made');
    }
  });

  const { draw } = options;
  if (draw) {
    // The demo school's pictures are drawn on demand, not shipped: photo-like art as WebP through the image service
    // (its disk cache keeps each), logos and graphic banners as SVG (docs/decisions/0015-demo-art-raster.md).
    router.get('/images/:kind/:file', async (req, res, next) => {
      const match = /^([\w-]{1,80})\.(svg|webp)$/.exec(req.params.file);
      if (!match) return next();
      try {
        if (match[2] === 'svg') {
          const svg = await draw(req.params.kind, match[1]!);
          if (!svg) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.setHeader('Cache-Control', 'public, max-age=86400');
          return void res.end(svg);
        }
        const image = await imageService.get(
          parseImageRequest('convert', { url: `/images/${req.params.kind}/${req.params.file}`, type: 'webp' }),
        );
        asNonDocument(res);
        res.setHeader('ETag', image.etag);
        res.setHeader('Cache-Control', 'public, max-age=86400');
        if (req.headers['if-none-match'] === image.etag) return void res.status(304).end();
        res.type(image.contentType).send(image.body);
      } catch (error) {
        if (error instanceof ImageError && error.status === 404) return next();
        next(error);
      }
    });
  }

  return router;
}
