import { describe, expect, it } from 'vitest';
import { ACADEMIC_YEAR_RANK } from '#schemas/constants.ts';
import { academicYearRank, type RosterRow } from './roster.schema.ts';
import { compareJersey } from '../shared/roster-sort.ts';
import { heightInches, sortPlayers } from './sort-players.ts';

let nextId = 1;
function row(overrides: Partial<RosterRow>): RosterRow {
  const id = nextId++;
  return {
    id,
    first_name: 'Pat',
    last_name: `Player${id}`,
    jersey_number: null,
    position_short: null,
    position_long: null,
    height_feet: null,
    height_inches: null,
    weight: null,
    academic_year: null,
    academic_year_rank: null,
    hometown: null,
    high_school: null,
    previous_school: null,
    image: null,
    url: `/sports/football/roster/p/${id}`,
    published: true,
    ...overrides,
    ...(overrides.academic_year !== undefined ? { academic_year_rank: academicYearRank(overrides.academic_year) } : {}),
  };
}
const ids = (rows: RosterRow[]) => rows.map((r) => r.id);

describe('spec 9 academic year rank', () => {
  it('has the exact spec values, Freshman and First-Year sharing rank 1', () => {
    expect(ACADEMIC_YEAR_RANK).toEqual({
      Redshirt: 0,
      Freshman: 1,
      'First-Year': 1,
      'Redshirt Freshman': 2,
      Sophomore: 3,
      'Redshirt Sophomore': 4,
      Junior: 5,
      'Redshirt Junior': 6,
      Senior: 7,
      'Redshirt Senior': 8,
      'Graduate Student': 9,
      'Fifth Year': 10,
      'Redshirt 5th-Year': 11,
      'Sixth Year': 12,
    });
    expect(academicYearRank('Walk-on')).toBeNull();
    expect(academicYearRank(null)).toBeNull();
    expect(academicYearRank('toString')).toBeNull();
  });
});

describe('roster sorts (spec 9)', () => {
  it('Jersey: numeric, "00" before "0", numberless players last', () => {
    const order = ['10', null, '2', '0', '00', '99'].map((jersey_number) => row({ jersey_number }));
    expect(sortPlayers(order, 'jersey').map((r) => r.jersey_number)).toEqual(['00', '0', '2', '10', '99', null]);
    expect(compareJersey('7', '7')).toBe(0);
  });

  it('Name: last name, then first name', () => {
    const a = row({ first_name: 'Zed', last_name: 'Adams' });
    const b = row({ first_name: 'Amy', last_name: 'Baker' });
    const c = row({ first_name: 'Al', last_name: 'Adams' });
    expect(ids(sortPlayers([b, a, c], 'name'))).toEqual([c.id, a.id, b.id]);
  });

  it('Class: by academic-year rank, not alphabetically; unknown years last', () => {
    const years = ['Senior', 'Walk-on', 'Redshirt Freshman', 'Graduate Student', 'First-Year', 'Redshirt', 'Sophomore'];
    const sorted = sortPlayers(
      years.map((academic_year) => row({ academic_year })),
      'class',
    );
    expect(sorted.map((r) => r.academic_year)).toEqual([
      'Redshirt',
      'First-Year',
      'Redshirt Freshman',
      'Sophomore',
      'Senior',
      'Graduate Student',
      'Walk-on',
    ]);
  });

  it('Height by total inches, Weight numerically, both with missing values last', () => {
    const tall = row({ height_feet: 6, height_inches: 11 });
    const taller = row({ height_feet: 7, height_inches: 0 });
    const short = row({ height_feet: 5, height_inches: 11 });
    const unknown = row({});
    expect(ids(sortPlayers([unknown, taller, tall, short], 'height'))).toEqual([short.id, tall.id, taller.id, unknown.id]);
    expect(heightInches({ height_feet: 6, height_inches: null })).toBe(72);
    const heavy = row({ weight: 310 });
    const light = row({ weight: 95 });
    expect(ids(sortPlayers([unknown, heavy, light], 'weight'))).toEqual([light.id, heavy.id, unknown.id]);
  });

  it('Position and Hometown alphabetically; ties keep jersey order', () => {
    const qb2 = row({ position_short: 'QB', jersey_number: '12' });
    const qb1 = row({ position_short: 'QB', jersey_number: '3' });
    const ol = row({ position_short: 'OL', jersey_number: '70' });
    expect(ids(sortPlayers([qb2, qb1, ol], 'position'))).toEqual([ol.id, qb1.id, qb2.id]);
    const x = row({ hometown: 'Zeeland, MI' });
    const y = row({ hometown: 'Ada, MI' });
    expect(ids(sortPlayers([x, row({}), y], 'hometown')).slice(0, 2)).toEqual([y.id, x.id]);
  });

  it('returns a copy and leaves the input alone', () => {
    const input = [row({ jersey_number: '2' }), row({ jersey_number: '1' })];
    const before = ids(input);
    sortPlayers(input, 'jersey');
    expect(ids(input)).toEqual(before);
  });
});
