import type { CSSProperties } from 'react';
import { breakpoints, media } from '../styles/breakpoints';
import { darkTokens } from '../styles/themes/dark.css';
import { lightTokens } from '../styles/themes/light.css';
import { vars } from '../styles/vars.css';
import * as styles from './Tokens.css';

type ColorGroup = 'color' | 'tone' | 'course' | 'kid';

const colorNotes: Partial<Record<string, string>> = {
  'course.pink': 'RP・RPP',
  'course.orange': 'RB',
  'course.green': 'RM・RMP',
  'course.blue': 'RA・RAP',
  'course.lightBlue': 'SGS・SGM・SGA',
  'color.sunday': '日曜日',
  'color.saturday': '土曜日',
  'kid.c1': '1人目',
  'kid.c2': '2人目',
  'kid.c3': '3人目',
  'kid.c4': '4人目',
};

/** Every colour of a group as a swatch, with its token name and its light and dark values. */
export function ColorTokens({ group }: { group: ColorGroup }) {
  const names = Object.keys(vars[group]) as (keyof (typeof vars)[ColorGroup])[];
  return (
    <ul className={styles.grid}>
      {names.map((token) => {
        const key = `${group}.${String(token)}`;
        const light = (lightTokens[group] as Record<string, string>)[token];
        const dark = (darkTokens[group] as Record<string, string>)[token];
        return (
          <li key={key} className={styles.swatch}>
            <span className={styles.chip} style={{ background: (vars[group] as Record<string, string>)[token] }} />
            <span className={styles.name}>{key}</span>
            {colorNotes[key] && <span>{colorNotes[key]}</span>}
            <span className={styles.muted}>ライト {light}</span>
            <span className={styles.muted}>ダーク {dark}</span>
          </li>
        );
      })}
    </ul>
  );
}

function TokenTable({
  caption,
  rows,
  sample,
}: {
  caption: string;
  rows: readonly [name: string, cssVar: string, value: string][];
  sample: (cssVar: string) => React.ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.cell}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            トークン
          </th>
          <th className={styles.cell} scope="col">
            値
          </th>
          <th className={styles.cell} scope="col">
            見本
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, cssVar, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code>{name}</code>
            </th>
            <td className={styles.cell}>
              <code>{value}</code>
            </td>
            <td className={styles.cell}>{sample(cssVar)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function rowsOf<G extends 'space' | 'radius' | 'elevation' | 'motion' | 'size' | 'font'>(group: G, only?: string[]) {
  const values = lightTokens[group] as Record<string, string>;
  const cssVars = vars[group] as Record<string, string>;
  return Object.keys(cssVars)
    .filter((k) => !only || only.includes(k))
    .map((k) => [`${group}.${k}`, cssVars[k] ?? '', values[k] ?? ''] as [string, string, string]);
}

export function SpaceTokens() {
  return (
    <TokenTable
      caption="余白（space）"
      rows={rowsOf('space')}
      sample={(v) => <span className={styles.bar} style={{ width: v }} />}
    />
  );
}

export function RadiusTokens() {
  return (
    <TokenTable
      caption="角丸（radius）"
      rows={rowsOf('radius')}
      sample={(v) => <span className={styles.box} style={{ display: 'block', borderRadius: v }} />}
    />
  );
}

export function ElevationTokens() {
  return (
    <TokenTable
      caption="影（elevation）"
      rows={rowsOf('elevation')}
      sample={(v) => <span className={styles.box} style={{ display: 'block', boxShadow: v }} />}
    />
  );
}

export function SizeTokens() {
  return <TokenTable caption="寸法（size）" rows={rowsOf('size')} sample={() => null} />;
}

export function MotionTokens() {
  return (
    <TokenTable
      caption="動き（motion）：見本の上にカーソルを置くと動きます。視差効果を減らす設定では動きません。"
      rows={rowsOf('motion')}
      sample={(v) => {
        const style: CSSProperties = v.includes('duration')
          ? { transition: `transform ${v} ${vars.motion.easing}` }
          : { transition: `transform ${vars.motion.durationBase} ${v}` };
        return <span className={styles.mover} style={style} />;
      }}
    />
  );
}

const sizeKeys = ['sizeXs', 'sizeSm', 'sizeMd', 'sizeLg', 'sizeXl', 'sizeXxl'] as const;

export function TypographyTokens() {
  return (
    <>
      <TokenTable
        caption="文字の大きさ（font）"
        rows={rowsOf('font', [...sizeKeys])}
        sample={(v) => <span style={{ fontSize: v, fontFamily: vars.font.body }}>保護者ポータル あア亜 123</span>}
      />
      <TokenTable
        caption="書体・太さ・行間（font）"
        rows={rowsOf('font', ['body', 'mono', 'weightRegular', 'weightBold', 'lineHeight', 'lineHeightTight'])}
        sample={(v) => {
          if (v.includes('weight')) return <span style={{ fontWeight: v }}>授業のお知らせ</span>;
          if (v.includes('mono')) return <span style={{ fontFamily: v }}>SHOKAI-2025</span>;
          if (v.includes('line-height') || v.includes('lineHeight'))
            return (
              <span style={{ lineHeight: v, display: 'block', maxWidth: '12em' }}>
                長い日本語の文章は行間を広めにとって読みやすくします。
              </span>
            );
          return <span style={{ fontFamily: v }}>すべての子どもに学ぶ楽しさを</span>;
        }}
      />
    </>
  );
}

export function BreakpointTokens() {
  const rows: [string, string, string][] = [
    ['breakpoints.mobileMax', `${breakpoints.mobileMax}px`, 'これ以下はスマートフォン表示（カレンダー・コラム）'],
    ['breakpoints.chatMobileMax', `${breakpoints.chatMobileMax}px`, 'これ以下でチャットの入力欄が画面下に固定'],
    ['breakpoints.tablet', `${breakpoints.tablet}px`, 'これ以上でチャットの入力欄がデスクトップ表示'],
    ['breakpoints.sidebar', `${breakpoints.sidebar}px`, 'これ以上でサイドバー表示、カルーセルは1.2枚'],
  ];
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.cell}>ブレークポイント</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              名前
            </th>
            <th className={styles.cell} scope="col">
              幅
            </th>
            <th className={styles.cell} scope="col">
              用途
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([n, w, use]) => (
            <tr key={n}>
              <th className={styles.cell} scope="row">
                <code>{n}</code>
              </th>
              <td className={styles.cell}>{w}</td>
              <td className={styles.cell}>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.cell}>メディアクエリ（media）</caption>
        <tbody>
          {Object.entries(media).map(([n, q]) => (
            <tr key={n}>
              <th className={styles.cell} scope="row">
                <code>media.{n}</code>
              </th>
              <td className={styles.cell}>
                <code>{q}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
