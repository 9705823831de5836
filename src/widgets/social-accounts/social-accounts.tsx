import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SOCIAL_CHANNEL_NAMES, type SocialAccountsData, type SocialAccountsProps } from './social-accounts.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { VisuallyHidden } from '#src/chrome/visually-hidden.tsx';
import { ChannelIcon } from './channel-icon.tsx';
import '../shared/department-links.css';

/** spec 2.1 social accounts: the department's and every sport's accounts, by channel, with its icon. */
export default function SocialAccounts({ data, id }: WidgetComponentProps<SocialAccountsProps, SocialAccountsData>) {
  if (data.groups.length === 0) return <p className="container empty-state">No social media accounts are listed yet.</p>;
  return (
    <div className="social-groups container">
      {data.groups.map((g, i) => (
        <section key={g.title} className="social-group" aria-labelledby={`${id}-g${i}`}>
          <h3 id={`${id}-g${i}`}>{g.url ? <SmartLink href={g.url}>{g.title}</SmartLink> : g.title}</h3>
          <ul className="social-list">
            {g.accounts.map((a) => (
              <li key={a.channel}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  <ChannelIcon channel={a.channel} />
                  <span>
                    <VisuallyHidden>{SOCIAL_CHANNEL_NAMES[a.channel]}: </VisuallyHidden>
                    {a.channel === 'youtube' || a.channel === 'facebook' ? a.handle : `@${a.handle}`}
                  </span>
                  <VisuallyHidden> (opens in a new window)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
