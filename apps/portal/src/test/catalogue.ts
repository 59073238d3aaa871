import { loadCatalogueArea } from '../i18n';
import { catalogueAreas } from '../i18n/catalogue';

// A screen test draws a page without its route, which would load its area of the catalogue: every area is in
// before the tests run (issue 35).
await Promise.all(Object.keys(catalogueAreas).map((area) => loadCatalogueArea(area as keyof typeof catalogueAreas)));
