import type { Promotion } from '#schemas/entities/promotion.ts';
import type { SiteSettings } from '#schemas/entities/site.ts';
import { FooterSponsors, type FooterWidgetAssets } from './footer-sponsors.tsx';
import { SmartLink } from './smart-link.tsx';

/** spec 2.6: the copyright line, with the current year at render time. */
export function copyrightLine(schoolName: string, now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${schoolName}. All rights reserved.`;
}

/** tel: links want digits only (and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * spec 2.6 footer, light theme: the sponsor rotator, university logo linking to the university site (new
 * window), copyright, the athletic conference (new window), address and phone. Nothing renders without site
 * settings (spec 8).
 */
interface FooterProps {
  site: SiteSettings | null;
  /** spec 2.6: the sponsor rotator's promotion location, and the promotion widget's files. */
  sponsors?: Promotion | null;
  sponsorsAssets?: FooterWidgetAssets | null;
}

export function Footer({ site, sponsors = null, sponsorsAssets = null }: FooterProps) {
  if (!site) return null;
  return (
    <footer className="site-footer light-theme">
      <FooterSponsors promotion={sponsors} assets={sponsorsAssets} />
      <div className="site-footer-inner container">
        <div className="footer-brand">
          <SmartLink href={site.universityUrl} newWindow className="footer-university">
            {/* spec 9: footer logo 65px; SiteSettings has no university logo field, so the static asset is used. */}
            <img src="/images/university.svg" alt={site.schoolName} width={65} height={65} loading="lazy" />
          </SmartLink>
          <address className="footer-address">
            <span>{site.schoolAddress}</span>
            {site.schoolPhoneNumber ? (
              <a href={telHref(site.schoolPhoneNumber)} className="footer-phone">
                {site.schoolPhoneNumber}
              </a>
            ) : null}
          </address>
        </div>
        <div className="footer-conference">
          <SmartLink href={site.conference.url} newWindow className="footer-conference-link">
            {/* spec 9: conference logo 140px wide. */}
            <img src={site.conference.logo} alt={site.conference.name} width={140} height={56} loading="lazy" />
          </SmartLink>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {/* The year comes from the clock at render; server and browser can straddle New Year. */}
          <p className="footer-copyright" suppressHydrationWarning>
            {copyrightLine(site.schoolName)}
          </p>
        </div>
      </div>
    </footer>
  );
}
