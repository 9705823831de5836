import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'forms',
  type: 'survey-form',
  title: 'Forms',
  editor: { label: 'Form', section: 'Forms and files' },
  routes: [
    { id: 'form', path: '/form/:id', params: { id: NUMERIC_ID } },
    {
      id: 'hidden_form',
      path: '/hidden/form/:id',
      flags: { requiresAuth: true },
      params: { id: NUMERIC_ID },
    },
    { id: 'protected_form', path: '/protected/form/:id', params: { id: NUMERIC_ID } },
  ],
  preview: {
    collection: 'forms',
    pick: 'first',
    address: (form) => `/form/${form.id}`,
  },
  template: { default: [{ id: 'form', name: 'form', props: {} }] },
});
