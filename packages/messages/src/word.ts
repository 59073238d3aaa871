import i18next from 'i18next';

type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * A `t` over one catalogue for code outside React (the server's Japanese answers, the mocks, tests): the
 * same i18next engine as the portal's, so a text is filled the same way on both ends. An unknown key
 * comes back as itself.
 */
export function translator(catalogue: object): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { only: { translation: catalogue } },
    lng: 'only',
    initAsync: false,
    // Answers are JSON and React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Keys here are dotted strings built at run time (message codes), not the portal's typed selectors.
  const t = instance.t as unknown as Translate;
  return (key, params = {}) => t(key, params);
}
