import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { PartnersData, PartnersProps } from './partners.schema.ts';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import '../shared/department-links.css';

/** spec 2.1 partners: every sponsor's logo, each a link that opens in a new window (and says so). */
export default function Partners({ data, id }: WidgetComponentProps<PartnersProps, PartnersData>) {
  return (
    <section className="partners container" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Our partners</h3>
      {data.partners.length === 0 ? (
        <p>Partner information is coming soon.</p>
      ) : (
        <ul className="partner-grid">
          {data.partners.map((p) => {
            const logo = p.logo ? (
              <img src={p.logo.url} alt={p.logo.alt} width={p.logo.width} height={p.logo.height} loading="lazy" decoding="async" />
            ) : (
              <span className="partner-name">{p.title}</span>
            );
            return (
              <li key={p.id}>
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noopener noreferrer">
                    {logo}
                    <VisuallyHidden> (opens in a new window)</VisuallyHidden>
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
