import type { Splash } from '#schemas/entities/splash.ts';

/**
 * A splash's content (spec 3): title, picture or video poster and html on its colours. Pressing the picture goes
 * where the splash links (recorded first, by `onFollow`); the html is the content API's sanitized copy.
 */
export function SplashContent({ splash, onFollow, titleId }: { splash: Splash; onFollow: () => void; titleId: string }) {
  return (
    <div className="splash-content" style={{ background: splash.backgroundColor, color: splash.foregroundColor }}>
      <h2 id={titleId}>{splash.title}</h2>
      {splash.picture ? (
        <button type="button" className="splash-picture" onClick={onFollow}>
          <img src={splash.picture.url} alt={splash.picture.alt} width={splash.picture.width} height={splash.picture.height} />
          <span className="visually-hidden">{splash.link ? ' (opens the page it announces)' : ' (goes to the home page)'}</span>
        </button>
      ) : null}
      {splash.html ? <div className="splash-html" dangerouslySetInnerHTML={{ __html: splash.html }} /> : null}
    </div>
  );
}
