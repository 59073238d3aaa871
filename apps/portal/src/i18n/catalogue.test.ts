import { ja } from '@portal/messages/ja';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, firstCatalogue } from './catalogue';

describe('the catalogue as the page loads it (issue 35)', () => {
  it('holds every section of the catalogue, in the first script or in one area', async () => {
    const loaded = [firstCatalogue, ...(await Promise.all(Object.values(catalogueAreas).map((load) => load())))];
    const seen = loaded.flatMap((part) => Object.keys(part));
    expect(seen.toSorted()).toEqual(Object.keys(ja).toSorted());
    // A section in two places would load twice and make the split meaningless.
    expect(new Set(seen).size).toBe(seen.length);
    expect(Object.assign({}, ...loaded)).toEqual(ja);
  });

  it('leaves the staff pages and the server answers out of the first script', () => {
    expect(firstCatalogue).not.toHaveProperty('staffTeam');
    expect(firstCatalogue).not.toHaveProperty('staffFrame');
    expect(firstCatalogue).not.toHaveProperty('serverRefusals');
  });
});
