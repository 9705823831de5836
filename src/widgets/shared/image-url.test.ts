import { describe, expect, it } from 'vitest';
import { imageMimeType, imageUrl, phonePhotoSrcSet, photoSrcSet, pictureSources } from './image-url.ts';

describe('image URLs (spec 5 image service, spec 9 webp by default)', () => {
  it('asks the image service for webp at the width', () => {
    expect(imageUrl('/images/a.jpg', { width: 640 })).toBe('/images/resize?url=%2Fimages%2Fa.jpg&width=640&type=webp');
    expect(imageUrl('/images/a.png?v=2', { width: 1024, type: 'png' })).toBe(
      '/images/resize?url=%2Fimages%2Fa.png%3Fv%3D2&width=1024&type=png',
    );
    expect(imageUrl('/images/a.png', { type: 'jpeg' })).toBe('/images/convert?url=%2Fimages%2Fa.png&type=jpeg');
    expect(imageMimeType('/images/a.jpg')).toBe('image/webp');
  });

  it('leaves vector and third-party images alone', () => {
    expect(imageUrl('/images/promotions/x-640.svg', { width: 640 })).toBe('/images/promotions/x-640.svg');
    expect(imageUrl('https://cdn.example.com/a.jpg', { width: 640 })).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
    expect(imageMimeType('/images/promotions/x.svg')).toBe('image/svg+xml');
    expect(imageMimeType('https://cdn.example.com/a.jpg')).toBeUndefined();
  });

  it('sorts sources by breakpoint, widest first, the smallest as the fallback', () => {
    const image = (breakpoint: number) => ({ image: `/i-${breakpoint}.jpg`, breakpoint, alt: 'A', width: breakpoint || 640 });
    const { sources, fallback } = pictureSources([image(768), image(0), image(1280)]);
    expect(sources.map((s) => s.breakpoint)).toEqual([1280, 768]);
    expect(fallback?.breakpoint).toBe(0);
    expect(pictureSources([]).fallback).toBeNull();
  });
});

describe('photo srcsets', () => {
  it('offers a photo at each width up to its own, through the image service', () => {
    expect(photoSrcSet('/images/s.webp', 1280)).toBe(
      '/images/resize?url=%2Fimages%2Fs.webp&width=480&type=webp 480w, /images/resize?url=%2Fimages%2Fs.webp&width=800&type=webp 800w, /images/resize?url=%2Fimages%2Fs.webp&width=1280&type=webp 1280w',
    );
    expect(photoSrcSet('/images/s.webp', 900)?.split(', ')).toHaveLength(2);
    expect(photoSrcSet('/images/s.webp', 300)).toBeUndefined();
    expect(photoSrcSet('https://cdn.example.com/s.jpg', 1280)).toBeUndefined();
  });

  it('caps what a phone is offered at 800 px wide', () => {
    expect(
      phonePhotoSrcSet('/images/s.webp', 1280)
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['480w', '800w']);
    expect(phonePhotoSrcSet('/images/s.webp', 800)).toBeUndefined();
  });
});
