import { useState } from 'react';
import { CloseIcon } from './icons.tsx';

/** spec 2.6: Home and Sport Home get the htlad-top slot, every other page htlad-common-top. */
export function topAdSlotId(pageType: string | undefined): string {
  return pageType === 'home-page' || pageType === 'sport-home' ? 'htlad-top' : 'htlad-common-top';
}

/**
 * spec 2.6 top ad slot: an empty container of reserved height (no layout shift when the ad service fills
 * it). On small screens the visitor can close it (the button is CSS-hidden from lg up); on wide screens it
 * sits above the sticky header, so it leaves the view once scrolled past its height.
 */
export function TopAd({ pageType }: { pageType: string | undefined }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div className="top-ad">
      <div id={topAdSlotId(pageType)} className="ad-slot top-ad-slot" />
      <button type="button" className="icon-button top-ad-close" aria-label="Close advertisement" onClick={() => setClosed(true)}>
        <CloseIcon />
      </button>
    </div>
  );
}
