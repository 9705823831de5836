import { SportIcon } from '#src/chrome/icons.tsx';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { SportsDirectoryData, SportsDirectoryProps } from './sports-directory.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

export default function SportsDirectory({ props, data, id }: WidgetComponentProps<SportsDirectoryProps, SportsDirectoryData>) {
  if (data.groups.length === 0) return null;
  return (
    <section className="sports-directory" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <div className="sports-directory-groups">
        {data.groups.map((group) => (
          <div key={group.label} className="sports-directory-group">
            <h3>{group.label}</h3>
            <ul>
              {group.sports.map((sport) => (
                <li key={sport.id}>
                  <SmartLink href={sport.url} className="sports-directory-sport">
                    <SportIcon name={sport.icon} />
                    {sport.title}
                  </SmartLink>
                  <ul className="sports-directory-links" aria-label={`${sport.title} links`}>
                    {sport.links.map((link) => (
                      <li key={link.url}>
                        <SmartLink href={link.url}>{link.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
