import { useCallback } from 'react';
import { RefinementList, Stats, type RefinementListProps, type StatsProps } from 'react-instantsearch';
import { useCountries } from '../../queries/countries.ts';

interface PartsRefinementsProps {
  isMember: boolean;
}

const classNames: RefinementListProps['classNames'] = {
  root: 'parts-facet',
  list: 'parts-facet-list',
  label: 'checkbox parts-facet-label',
  count: 'badge parts-facet-count',
};

const statsTranslations: StatsProps['translations'] = {
  rootElementText: ({ nbHits, processingTimeMS }) =>
    `${nbHits.toLocaleString('en')} ${nbHits === 1 ? 'result' : 'results'} in ${processingTimeMS} ms`,
};

/**
 * The facets of the whole result with their counts, counted by the server: manufacturer and condition, and
 * for members the country (a visitor's answer has none, as it might point at a company). One value per facet
 * narrows the search (operator "and": the counts are those within the narrowed result).
 */
export function PartsRefinements({ isMember }: PartsRefinementsProps) {
  const countries = useCountries(isMember);
  // Stable while the countries are: a new function would make InstantSearch set the widget up again.
  const withCountryNames = useCallback<NonNullable<RefinementListProps['transformItems']>>(
    (items) => {
      const countryName = new Map(countries.map((country) => [country.code, country.name]));
      return items.map((item) => ({ ...item, label: countryName.get(item.value) ?? item.value }));
    },
    [countries],
  );
  return (
    <aside className="card parts-facets" aria-label="Refine results" data-testid="parts-facets">
      <Stats className="parts-stats" translations={statsTranslations} />
      <h2 className="parts-facet-title">Manufacturer</h2>
      <div data-testid="facet-manufacturer">
        <RefinementList attribute="manufacturer" operator="and" limit={10} classNames={classNames} />
      </div>
      <h2 className="parts-facet-title">Condition</h2>
      <div data-testid="facet-condition">
        <RefinementList attribute="condition" operator="and" limit={10} classNames={classNames} />
      </div>
      {isMember && (
        <>
          <h2 className="parts-facet-title">Country</h2>
          <div data-testid="facet-country">
            <RefinementList
              attribute="country"
              operator="and"
              limit={10}
              classNames={classNames}
              transformItems={withCountryNames}
            />
          </div>
        </>
      )}
    </aside>
  );
}
