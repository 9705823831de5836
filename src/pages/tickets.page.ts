import { definePage } from './define-page.ts';

export default definePage({
  name: 'tickets',
  type: 'unknown',
  title: 'Tickets',
  editor: { label: 'Tickets', section: 'Site' },
  routes: [{ id: 'tickets', path: '/tickets' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'season-tickets', name: 'promotion', props: { name: 'tickets', sportScoped: false } },
      { id: 'tickets', name: 'tickets', props: {} },
      {
        id: 'info',
        name: 'rich-text',
        props: {
          title: 'Season tickets',
          // The page's editable text: editors change it without a deploy.
          html: [
            '<p>Season tickets cover every regular-season home game at one price, with the same seat all year and first',
            'access to postseason tickets. Students get in free with a valid ID; faculty and staff save 20%.</p>',
            '<p>Questions? Call the ticket office at (616) 555-0150, weekdays 9 a.m. to 5 p.m.</p>',
          ].join(' '),
        },
      },
    ],
  },
});
