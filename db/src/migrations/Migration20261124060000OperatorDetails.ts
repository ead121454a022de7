import { Migration } from '@mikro-orm/migrations';

/**
 * The operator's company details for the contact page (spec part 1 section 2: postal address, office address,
 * banking details, company registration and VAT numbers), as the setting `operatorDetails`. The values are
 * demo values of a Dutch B.V. (the IBAN is the well-known example number): the operator replaces them with
 * `update setting set value = '...' where key = 'operatorDetails'`. An installation that already set its own
 * keeps them.
 */
const DEMO_OPERATOR_DETAILS = {
  legalName: 'TBS The Broker Site B.V.',
  postalAddress: ['Postbus 75123', '1070 AC Amsterdam', 'The Netherlands'],
  officeAddress: ['Keizersgracht 62', '1015 CS Amsterdam', 'The Netherlands'],
  bank: {
    bankName: 'ABN AMRO Bank N.V.',
    accountHolder: 'TBS The Broker Site B.V.',
    iban: 'NL91 ABNA 0417 1643 00',
    bic: 'ABNANL2A',
  },
  chamberOfCommerce: '34123456',
  vatNumber: 'NL001234567B01',
};

export class Migration20261124060000OperatorDetails extends Migration {
  override name = 'Migration20261124060000OperatorDetails';

  override up(): void | Promise<void> {
    const json = JSON.stringify(DEMO_OPERATOR_DETAILS).replaceAll("'", "''");
    this.addSql(
      `insert into setting (key, value) values ('operatorDetails', '${json}'::jsonb) on conflict (key) do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from setting where key = 'operatorDetails';`);
  }
}
