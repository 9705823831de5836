import type { Meta, StoryObj } from '@storybook/react-vite';

// The visual system's pieces as a fan sees them (README "Visual system"; tokens in src/styles/tokens.css).
const meta = { title: 'Design system' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const swatches = [
  'primary',
  'primary-dark',
  'secondary',
  'accent',
  'text',
  'text-muted',
  'surface',
  'border',
  'border-strong',
  'win',
  'loss',
];
const textSteps = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];
const spaceSteps = ['1', '2', '3', '4', '5', '6', '8', '12'];

export const Colours: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--space-4)',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {swatches.map((name) => (
        <li key={name}>
          <div
            style={{
              height: '4rem',
              borderRadius: 'var(--radius)',
              border: '1px solid var(--color-border)',
              background: `var(--color-${name})`,
            }}
          />
          <code>--color-{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Type: Story = {
  render: () => (
    <div>
      {textSteps.map((step) => (
        <p key={step} style={{ fontSize: `var(--text-${step})`, margin: 'var(--space-2) 0' }}>
          <code>--text-{step}</code> Falcons Rally Past Lakeport State
        </p>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div>
      {spaceSteps.map((step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)', margin: 'var(--space-2) 0' }}>
          <span style={{ width: `var(--space-${step})`, height: '1rem', background: 'var(--color-primary)' }} />
          <code>--space-{step}</code>
        </div>
      ))}
    </div>
  ),
};

export const Controls: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '28rem' }} onSubmit={(event) => event.preventDefault()}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <button type="submit" className="button button-primary">
          Show
        </button>
        <button type="button" className="button button-secondary">
          Buy tickets
        </button>
        <button type="button" className="button button-outline">
          Copy link
        </button>
        <button type="button" className="button button-primary" disabled>
          Loading…
        </button>
      </div>
      <label style={{ display: 'grid', gap: 'var(--space-1)' }}>
        Search
        <input type="search" placeholder="Search stories" />
      </label>
      <label style={{ display: 'grid', gap: 'var(--space-1)' }}>
        Season
        <select defaultValue="2025-26">
          <option>2026-27</option>
          <option>2025-26</option>
        </select>
      </label>
      <label>
        <input type="checkbox" defaultChecked /> Home games only
      </label>
      <details>
        <summary>More</summary>
        <p>A disclosure that works before hydration.</p>
      </details>
    </form>
  ),
};

export const Headings: Story = {
  render: () => (
    <div>
      <header className="page-title">
        <h2>Falcon Stadium</h2>
      </header>
      <h3 className="section-heading">Teams and next home games</h3>
    </div>
  ),
};

export const Segmented: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'start' }}>
      <div className="segmented" role="group" aria-label="Roster view">
        <button type="button" className="segmented-item" aria-pressed="true">
          List
        </button>
        <button type="button" className="segmented-item" aria-pressed="false">
          Grid
        </button>
      </div>
      <nav className="segmented" aria-label="Record views">
        <a className="segmented-item" href="#year" aria-current="page">
          By year
        </a>
        <a className="segmented-item" href="#overall">
          By coach
        </a>
      </nav>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Location</legend>
        <div className="segmented">
          {['All', 'Home', 'Away', 'Neutral'].map((label, i) => (
            <label key={label} className="segmented-item">
              <input type="radio" name="location" defaultChecked={i === 0} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  ),
};

const badges = [
  ['badge-live', 'Live'],
  ['badge-final', 'Final'],
  ['badge-pending', 'Result pending'],
  ['badge-postponed', 'Postponed'],
  ['badge-home', 'vs'],
  ['badge-away', 'at'],
  ['badge-neutral', 'vs (N)'],
  ['badge-new', 'New'],
  ['', '12'],
] as const;

export const Badges: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {badges.map(([variant, label]) => (
        <span key={label} className={`badge ${variant}`}>
          {label}
        </span>
      ))}
    </p>
  ),
};

export const EmptyState: Story = {
  render: () => (
    <p className="empty-state">
      No stories match these filters. <a href="#all">Show all stories</a>
    </p>
  ),
};
