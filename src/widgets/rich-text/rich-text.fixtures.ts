import { RichTextPropsSchema, richTextData, type RichTextData, type RichTextProps } from './rich-text.schema.ts';

const welcome = '<p>Welcome to <strong>Northfield State Athletics</strong>, home of the Falcons.</p>';
const long = [
  '<h2>Gameday at Falcon Stadium</h2>',
  '<p>Gates open two hours before kickoff. <a href="/tickets">Buy tickets</a> or visit the <a href="https://shop.example.com">team shop</a>.</p>',
  '<ul><li>Clear bags only</li><li>No re-entry</li><li>Cashless concessions</li></ul>',
  '<table><thead><tr><th>Lot</th><th>Opens</th></tr></thead><tbody><tr><td>North</td><td>11:00 AM</td></tr><tr><td>West</td><td>12:00 PM</td></tr></tbody></table>',
  '<blockquote><p>"There is no place like Falcon Stadium on a Saturday." - a longtime season ticket holder</p></blockquote>',
].join('\n');
const unsafe =
  '<p>Hello</p><script>alert(1)</script><img src="/images/logo.svg" alt="Logo" onerror="alert(2)"><a href="javascript:alert(3)">click</a>';

export const richTextFixtures = {
  /** Safe html is sent as it is. */
  default: { props: RichTextPropsSchema.parse({ html: welcome }), data: richTextData({ title: undefined, html: welcome }), from: '/' },
  withTitle: {
    props: RichTextPropsSchema.parse({ title: 'About the Falcons', html: welcome }),
    data: { title: 'About the Falcons', html: welcome },
  },
  long: { props: RichTextPropsSchema.parse({ title: 'Gameday Guide', html: long }), data: { title: 'Gameday Guide', html: long } },
  /** Store HTML with a script, an event handler and a javascript: link; data is what the server sends after sanitizing. */
  unsafe: {
    props: RichTextPropsSchema.parse({ html: unsafe }),
    data: { title: null, html: '<p>Hello</p><img src="/images/logo.svg" alt="Logo" /><a>click</a>' },
  },
  empty: { props: RichTextPropsSchema.parse({ html: '' }), data: { title: null, html: '' } },
} satisfies Record<string, { props: RichTextProps; data: RichTextData; from?: string }>;
