// The name an unknown company's text opens with: before a copula, a comma, or a verb of what it does.
import { leadingName } from '../../../src/intel/identify.ts';

test.each([
  ['AgriVolt sells battery storage systems to farms in Italy.', 'AgriVolt'],
  ['Acme Robotics builds welding cells for small job shops.', 'Acme Robotics'],
  ['Fleetly connects small hauliers with shippers.', 'Fleetly'],
  ['Dentaro verkauft Praxissoftware an Zahnarztpraxen.', 'Dentaro'],
  ['Factura Pro vende software de facturación a pymes.', 'Factura Pro'],
  ['Clinia aide les cliniques vétérinaires à gérer leurs rendez-vous.', 'Clinia'],
  ['Magazzino Facile gestisce le scorte dei negozi di ricambi.', 'Magazzino Facile'],
  ['Rotaxa ajuda transportadoras a planejar rotas.', 'Rotaxa'],
])('%s → %s', (text, name) => {
  expect(leadingName(text)).toBe(name);
});

test.each([
  'We sell scheduling software to dental clinics.',
  'Our platform connects hauliers with shippers.',
  'The app helps parents find tutors.',
  'sells software to clinics',
])('no name in "%s"', (text) => {
  expect(leadingName(text)).toBeNull();
});
